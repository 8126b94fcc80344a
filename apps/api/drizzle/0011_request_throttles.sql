-- Counters of the request limits (sign-in failures, registrations, reset and e-mail change requests), shared by every API process.
CREATE TABLE "request_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_throttles_window_ends_at_idx" ON "request_throttles" USING btree ("window_ends_at");
