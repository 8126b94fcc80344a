CREATE TABLE "examination_counts" (
	"team_id" uuid NOT NULL,
	"archived" boolean NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"hidden" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "examination_counts_team_id_archived_status_type_hidden_pk" PRIMARY KEY("team_id","archived","status","type","hidden")
);
--> statement-breakpoint
CREATE TABLE "examination_specs" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intro_questionnaire" jsonb NOT NULL,
	"event_types" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "examinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"duration_ms" bigint NOT NULL,
	"analyzed_duration_ms" bigint,
	"status" text DEFAULT 'DEFAULT' NOT NULL,
	"status_before_archive" text,
	"board_position" integer NOT NULL,
	"assigned_doctor_id" uuid,
	"archived" boolean DEFAULT false NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"report_description" text,
	"has_action_plan" boolean DEFAULT false NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"recorder_number" text,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"questionnaire" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"intro_questionnaire_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"filters" jsonb DEFAULT '{"members":[]}'::jsonb NOT NULL,
	"first_measurement_at" timestamp with time zone,
	"second_measurement_at" timestamp with time zone,
	"third_measurement_at" timestamp with time zone,
	"stress_test_measurement" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "examination_counts" ADD CONSTRAINT "examination_counts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_assigned_doctor_id_team_members_id_fk" FOREIGN KEY ("assigned_doctor_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "examinations_team_archived_created_idx" ON "examinations" USING btree ("team_id","archived","created_at","id");--> statement-breakpoint
CREATE INDEX "examinations_team_archived_start_idx" ON "examinations" USING btree ("team_id","archived","start_date","id");--> statement-breakpoint
CREATE INDEX "examinations_team_status_position_idx" ON "examinations" USING btree ("team_id","status","board_position");--> statement-breakpoint
CREATE INDEX "examinations_team_doctor_idx" ON "examinations" USING btree ("team_id","assigned_doctor_id","archived","status","type");--> statement-breakpoint
CREATE INDEX "examinations_member_created_idx" ON "examinations" USING btree ("member_id","created_at");--> statement-breakpoint
-- Keeps examination_counts in step with examinations (see the table's comment in src/db/schema.ts).
-- Board position shifts touch none of the counted columns and do not fire it.
CREATE FUNCTION "examination_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "examination_counts" SET "count" = "count" - 1
    WHERE "team_id" = OLD."team_id" AND "archived" = OLD."archived" AND "status" = OLD."status"
      AND "type" = OLD."type" AND "hidden" = (OLD."tags" @> ARRAY['HIDDEN']::text[]);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "examination_counts" ("team_id", "archived", "status", "type", "hidden", "count")
    VALUES (NEW."team_id", NEW."archived", NEW."status", NEW."type",
            NEW."tags" @> ARRAY['HIDDEN']::text[], 1)
    ON CONFLICT ("team_id", "archived", "status", "type", "hidden")
    DO UPDATE SET "count" = "examination_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "examinations_count" AFTER INSERT OR DELETE OR UPDATE OF "team_id", "archived", "status", "type", "tags" ON "examinations" FOR EACH ROW EXECUTE FUNCTION "examination_counts_apply"();
