-- Reports sent by e-mail ('report submitted', clinical-domain §8): which report PDF went to which
-- address, when and by whom (issue 21).
CREATE TABLE "report_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"examination_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"sent_by" uuid,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"variant" text NOT NULL,
	"report_id" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_sendings_task_id_unique" UNIQUE("task_id")
);
--> statement-breakpoint
ALTER TABLE "report_sendings" ADD CONSTRAINT "report_sendings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_sendings" ADD CONSTRAINT "report_sendings_examination_id_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."examinations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_sendings" ADD CONSTRAINT "report_sendings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_sendings" ADD CONSTRAINT "report_sendings_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "report_sendings_examination_idx" ON "report_sendings" USING btree ("examination_id","sent_at");
