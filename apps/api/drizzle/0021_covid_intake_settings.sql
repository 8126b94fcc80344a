-- The clinic's preset of the COVID intake's after-rest limits (issue 22); null: the intake
-- form's preset, the default. The server judges each COVID questionnaire with it.
ALTER TABLE "team_settings" ADD COLUMN "covid_vital_limits" text;
