-- The classifier's confidence in each beat's label (issue 25): one byte per beat, in per cent,
-- beside the labels; null for beats an analysis stored before it. The beat list shows the beats
-- under the review confidence first.
ALTER TABLE "recording_beats" ADD COLUMN "confidences" bytea;
