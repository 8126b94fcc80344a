-- Detector parameters are named on the wire, in the database and in the detectors as the spec
-- names them (clinical-domain §3 "Detector parameters": af_threshold, not_for_analysis_threshold,
-- use_nn...), snake_case throughout: rename the camelCase keys stored before.
UPDATE "analysis_parameters"
SET "parameters" = (
  SELECT coalesce(jsonb_object_agg(coalesce("renamed"."to_name", "entry"."key"), "entry"."value"), '{}'::jsonb)
  FROM jsonb_each("analysis_parameters"."parameters") AS "entry"
  LEFT JOIN (VALUES
  ('apneaStartThresholdPercent', 'apnea_start_threshold_percent'),
  ('apneaStopThresholdPercent', 'apnea_stop_threshold_percent'),
  ('hypopneaStartThresholdPercent', 'hypopnea_start_threshold_percent'),
  ('apneaSpanMinSeconds', 'apnea_span_min_seconds'),
  ('apneaSpanMaxSeconds', 'apnea_span_max_seconds'),
  ('desaturationDropPercent', 'desaturation_drop_percent'),
  ('desaturationSpanMinSeconds', 'desaturation_span_min_seconds'),
  ('desaturationSpanMaxSeconds', 'desaturation_span_max_seconds'),
  ('baselineMarginPercent', 'baseline_margin_percent'),
  ('baselineSpanSeconds', 'baseline_span_seconds'),
  ('baselineReturnSeconds', 'baseline_return_seconds'),
  ('snoreThreshold', 'snore_threshold'),
  ('snoreResolutionSeconds', 'snore_resolution_seconds'),
  ('ectopicReductionPercent', 'ectopic_reduction_percent'),
  ('ectopicExtensionPercent', 'ectopic_extension_percent'),
  ('baselineArtifactLimit', 'baseline_artifact_limit'),
  ('stdArtifactLimit', 'std_artifact_limit'),
  ('notForAnalysisThreshold', 'not_for_analysis_threshold'),
  ('useNn', 'use_nn'),
  ('useUserQuality', 'use_user_quality')
  ) AS "renamed"("from_name", "to_name") ON "renamed"."from_name" = "entry"."key"
);
--> statement-breakpoint
UPDATE "analysis_tasks"
SET "parameters" = (
  SELECT coalesce(jsonb_object_agg(coalesce("renamed"."to_name", "entry"."key"), "entry"."value"), '{}'::jsonb)
  FROM jsonb_each("analysis_tasks"."parameters") AS "entry"
  LEFT JOIN (VALUES
  ('apneaStartThresholdPercent', 'apnea_start_threshold_percent'),
  ('apneaStopThresholdPercent', 'apnea_stop_threshold_percent'),
  ('hypopneaStartThresholdPercent', 'hypopnea_start_threshold_percent'),
  ('apneaSpanMinSeconds', 'apnea_span_min_seconds'),
  ('apneaSpanMaxSeconds', 'apnea_span_max_seconds'),
  ('desaturationDropPercent', 'desaturation_drop_percent'),
  ('desaturationSpanMinSeconds', 'desaturation_span_min_seconds'),
  ('desaturationSpanMaxSeconds', 'desaturation_span_max_seconds'),
  ('baselineMarginPercent', 'baseline_margin_percent'),
  ('baselineSpanSeconds', 'baseline_span_seconds'),
  ('baselineReturnSeconds', 'baseline_return_seconds'),
  ('snoreThreshold', 'snore_threshold'),
  ('snoreResolutionSeconds', 'snore_resolution_seconds'),
  ('ectopicReductionPercent', 'ectopic_reduction_percent'),
  ('ectopicExtensionPercent', 'ectopic_extension_percent'),
  ('baselineArtifactLimit', 'baseline_artifact_limit'),
  ('stdArtifactLimit', 'std_artifact_limit'),
  ('notForAnalysisThreshold', 'not_for_analysis_threshold'),
  ('useNn', 'use_nn'),
  ('useUserQuality', 'use_user_quality')
  ) AS "renamed"("from_name", "to_name") ON "renamed"."from_name" = "entry"."key"
);
