-- One table of background tasks for every kind (platform-core §3 "Task", §7 "Tasks"), leased by
-- the process that runs one; the ECG analyses of analysis_tasks move into it.
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid,
	"member_id" uuid,
	"examination_id" uuid,
	"task_type" text NOT NULL,
	"task_desc" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"total_stages" integer DEFAULT 1 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra" jsonb NOT NULL,
	"error_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_examination_id_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."examinations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "tasks_claim_idx" ON "tasks" USING btree ("task_type","status","created_at");
--> statement-breakpoint
CREATE INDEX "tasks_team_created_idx" ON "tasks" USING btree ("team_id","task_type","created_at");
--> statement-breakpoint
CREATE INDEX "tasks_user_created_idx" ON "tasks" USING btree ("user_id","task_type","created_at");
--> statement-breakpoint
-- The ECG analyses so far: pending and running ones wait again (no process holds them after the
-- upgrade), done ones completed with their counts, failed ones keep their reason.
INSERT INTO "tasks" ("id", "team_id", "user_id", "examination_id", "task_type", "task_desc", "status", "progress", "extra", "error_code", "created_at", "updated_at", "ended_at")
SELECT
	"id",
	"team_id",
	"user_id",
	"examination_id",
	'preparingAnalysis',
	'ecgAnalysis',
	CASE "status" WHEN 'done' THEN 'completed' WHEN 'failed' THEN 'failed' ELSE 'waiting' END,
	CASE "status" WHEN 'done' THEN 100 ELSE 0 END,
	jsonb_build_object('type', 'ecgAnalysis', 'parameters', "parameters", 'result', "result"),
	"error_code",
	"created_at",
	"updated_at",
	CASE WHEN "status" IN ('done', 'failed') THEN "updated_at" END
FROM "analysis_tasks";
--> statement-breakpoint
DROP TABLE "analysis_tasks";
