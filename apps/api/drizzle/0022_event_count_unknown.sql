-- An examination's event count is unknown (null) until its recording has been analysed: a seeded
-- demo examination before its first open showed an invented count that changed on opening.
ALTER TABLE "examinations" ALTER COLUMN "event_count" DROP NOT NULL;