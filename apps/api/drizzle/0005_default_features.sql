-- Feature visibilities now drive the navigation: clinics created before them keep their
-- examination workflow (DEFAULT_CLINIC_FEATURES of @telemed/domain).
INSERT INTO "team_features" ("team_id", "name")
SELECT "teams"."id", "defaults"."name"
FROM "teams"
CROSS JOIN (VALUES ('examinations'), ('examinationsBoard'), ('annotations'), ('edfImport')) AS "defaults"("name")
WHERE NOT EXISTS (SELECT 1 FROM "team_features" WHERE "team_features"."team_id" = "teams"."id");
