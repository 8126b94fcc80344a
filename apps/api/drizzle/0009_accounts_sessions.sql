-- One row per sign-in: tokens name their session (jti), and logout, password changes, resets and
-- removals end sessions (Telemed issue 19). Replaces the per-user revocation time.
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
-- Tokens issued before this migration name no session and are refused: everyone signs in once more.
DROP TABLE "session_revocations";
--> statement-breakpoint
-- A clinic keeps its own record of a patient's birth date, gender and height; it never writes
-- the account, which is the person's (docs/permissions.md, "Who owns which field").
ALTER TABLE "team_members" ADD COLUMN "personal_details" jsonb DEFAULT '{"dateOfBirth":null,"gender":null,"height":null}'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "team_members" SET "personal_details" = jsonb_build_object(
	'dateOfBirth', "users"."personal_details"->'dateOfBirth',
	'gender', "users"."personal_details"->'gender',
	'height', "users"."personal_details"->'height'
) FROM "users" WHERE "users"."id" = "team_members"."user_id" AND "team_members"."role" = 'user';
--> statement-breakpoint
-- The clinic that created a patient's account; only it may reset the account's sessions.
ALTER TABLE "users" ADD COLUMN "created_by_team_id" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_team_id_teams_id_fk" FOREIGN KEY ("created_by_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Accounts made by a clinic so far had an unusable password; their one clinic made them.
UPDATE "users" SET "created_by_team_id" = "team_members"."team_id" FROM "team_members"
WHERE "team_members"."user_id" = "users"."id" AND "team_members"."role" = 'user'
	AND "users"."password_hash" LIKE 'unusable-%';
