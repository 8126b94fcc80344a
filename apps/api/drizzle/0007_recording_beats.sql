-- The beats of a recording's ECG analysis: R-peak samples and labels (GET/PATCH .../beats).
CREATE TABLE "recording_beats" (
	"recording_id" uuid PRIMARY KEY NOT NULL,
	"sampling_rate" double precision NOT NULL,
	"samples" bytea NOT NULL,
	"labels" bytea NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recording_beats" ADD CONSTRAINT "recording_beats_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;
