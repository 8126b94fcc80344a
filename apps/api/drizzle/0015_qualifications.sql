-- Qualifications to tele-rehabilitation (issue 23): the patient, the lifecycle state, the final
-- qualification and the recorded fields as one validated document.
CREATE TABLE "qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"state" text DEFAULT 'start' NOT NULL,
	"final_qualification" text,
	"details" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_created_by_team_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "qualifications_team_state_created_idx" ON "qualifications" USING btree ("team_id","state","created_at");
--> statement-breakpoint
CREATE INDEX "qualifications_member_idx" ON "qualifications" USING btree ("member_id");
