-- A clinic's detector parameters per examination type (POST analysis/apnea stores them).
CREATE TABLE "analysis_parameters" (
	"team_id" uuid NOT NULL,
	"examination_type" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_parameters_team_id_examination_type_pk" PRIMARY KEY("team_id","examination_type")
);
--> statement-breakpoint
ALTER TABLE "analysis_parameters" ADD CONSTRAINT "analysis_parameters_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
