-- Rehabilitation programs (issue 23): programs with their steps and series as one document,
-- their restriction to selected patients, the clinic's library of steps and series, programs
-- given to patients (with a copy of the program as it was) and the planned days with their answers.
CREATE TABLE "program_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"program_id" uuid,
	"title" text NOT NULL,
	"steps" jsonb NOT NULL,
	"assigned_on" date NOT NULL,
	"days_off_allowed" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"date" date NOT NULL,
	"step_id" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "program_library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_restrictions" (
	"program_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "program_restrictions_program_id_member_id_pk" PRIMARY KEY("program_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"title" text NOT NULL,
	"details" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_assignments" ADD CONSTRAINT "program_assignments_created_by_team_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_days" ADD CONSTRAINT "program_days_assignment_id_program_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."program_assignments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_library_items" ADD CONSTRAINT "program_library_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_library_items" ADD CONSTRAINT "program_library_items_created_by_team_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_restrictions" ADD CONSTRAINT "program_restrictions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_restrictions" ADD CONSTRAINT "program_restrictions_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_team_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "program_assignments_member_idx" ON "program_assignments" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "program_days_assignment_date_idx" ON "program_days" USING btree ("assignment_id","date");
--> statement-breakpoint
CREATE INDEX "program_days_state_date_idx" ON "program_days" USING btree ("state","date");
--> statement-breakpoint
CREATE INDEX "program_library_items_team_kind_idx" ON "program_library_items" USING btree ("team_id","kind");
--> statement-breakpoint
CREATE INDEX "program_restrictions_member_idx" ON "program_restrictions" USING btree ("member_id");
--> statement-breakpoint
CREATE INDEX "programs_team_created_idx" ON "programs" USING btree ("team_id","created_at");
