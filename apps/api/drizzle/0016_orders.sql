-- Clinic orders (clinic activation, issue 24): the order form as submitted, the agreements, the
-- signature with who and when, the fee a site administrator sets and the activation. Whether a
-- clinic ordered is read from these rows, so team_settings.order_created_at (never written) goes.
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"business_name" text NOT NULL,
	"country" text NOT NULL,
	"business_id_name" text NOT NULL,
	"business_id" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"devices" integer NOT NULL,
	"contract_term" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"agreements" jsonb NOT NULL,
	"signature" jsonb NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fee_amount" integer,
	"fee_currency" text,
	"fee_set_at" timestamp with time zone,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_team_created_idx" ON "orders" USING btree ("team_id","created_at");
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "team_settings" DROP COLUMN "order_created_at";
