-- Rehabilitation plans, checkouts and subscriptions (issue 24): the plans with their providers'
-- price and product ids per environment, each checkout and the plan it gave, the provider events
-- already applied (a replayed webhook changes nothing) and the mobile app's recover codes. Plans
-- 1-4 are seeded with the sandbox's prices; Stripe's ids are the operator's (README "Payments").
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text,
	"origin" text NOT NULL,
	"registrant" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"awaiting_confirmation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_provider_prices" (
	"plan_id" integer NOT NULL,
	"provider" text NOT NULL,
	"environment" text NOT NULL,
	"price_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "plan_provider_prices_plan_id_provider_environment_pk" PRIMARY KEY("plan_id","provider","environment")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"period_count" integer NOT NULL,
	"period_unit" text NOT NULL,
	"offered" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "recover_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_ciphertext" text NOT NULL,
	"code_hmac" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plan_provider_prices" ADD CONSTRAINT "plan_provider_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recover_codes" ADD CONSTRAINT "recover_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_checkout_unique" ON "checkouts" USING btree ("provider","provider_checkout_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "recover_codes_hmac_unique" ON "recover_codes" USING btree ("code_hmac");
--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_unique" ON "subscriptions" USING btree ("provider","provider_subscription_id");
--> statement-breakpoint
INSERT INTO "plans" ("id", "kind", "amount_minor", "currency", "trial_days", "period_count", "period_unit", "offered", "position") VALUES
	(1, 'subscription', 4900, 'PLN', 14, 1, 'months', true, 3),
	(2, 'one-time', 19900, 'PLN', 0, 3, 'months', true, 2),
	(3, 'demo', 0, 'PLN', 0, 14, 'days', true, 1),
	(4, 'normal', 0, 'PLN', 0, 1, 'months', false, 4);
