CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"examination_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"format" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recording_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"edf_signal_index" integer NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"unit" text NOT NULL,
	"sampling_rate" double precision NOT NULL,
	"physical_min" double precision NOT NULL,
	"physical_max" double precision NOT NULL,
	"range_min" double precision,
	"range_max" double precision,
	"sample_count" bigint NOT NULL,
	"pyramid_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "examination_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"examination_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"description" text,
	"origin" text NOT NULL,
	"signal" text DEFAULT 'all' NOT NULL,
	"show_in_report" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_examination_id_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."examinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_channels" ADD CONSTRAINT "recording_channels_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_events" ADD CONSTRAINT "examination_events_examination_id_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."examinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_examination_unique" ON "recordings" USING btree ("examination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recording_channels_recording_position_unique" ON "recording_channels" USING btree ("recording_id","position");--> statement-breakpoint
CREATE INDEX "examination_events_examination_start_idx" ON "examination_events" USING btree ("examination_id","start_date");--> statement-breakpoint
CREATE INDEX "examination_events_examination_origin_idx" ON "examination_events" USING btree ("examination_id","origin");--> statement-breakpoint
-- Keeps examinations.event_count (the list's Events column) equal to the examination's events.
-- Statement-level with transition tables, so storing the thousands of events of one analysis
-- updates each examination once.
CREATE FUNCTION "examination_events_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "examinations" AS e SET "event_count" = e."event_count" + added."count"
  FROM (SELECT "examination_id", count(*)::int AS "count" FROM inserted GROUP BY "examination_id") AS added
  WHERE e."id" = added."examination_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "examination_events_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "examinations" AS e SET "event_count" = GREATEST(e."event_count" - removed."count", 0)
  FROM (SELECT "examination_id", count(*)::int AS "count" FROM deleted GROUP BY "examination_id") AS removed
  WHERE e."id" = removed."examination_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "examination_events_count_insert" AFTER INSERT ON "examination_events"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "examination_events_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "examination_events_count_delete" AFTER DELETE ON "examination_events"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "examination_events_count_deleted"();
