/** Sleep apnea severities by the AHI, mildest first. */
export const APNEA_SEVERITIES = ['none', 'mild', 'moderate', 'severe'] as const;

/** One sleep apnea severity. */
export type ApneaSeverity = (typeof APNEA_SEVERITIES)[number];

/**
 * The AHI from which each severity starts, per hour: AASM, International Classification of Sleep
 * Disorders, 3rd edition (2014), after the AASM task force (Sleep 1999;22:667-89): under 5 none,
 * 5 to under 15 mild, 15 to under 30 moderate, 30 and more severe.
 */
export const APNEA_SEVERITY_THRESHOLDS = { mild: 5, moderate: 15, severe: 30 } as const;

/**
 * The severity of sleep apnea an AHI indicates.
 *
 * @example
 * apneaSeverity(14.9); // 'mild'
 */
export function apneaSeverity(ahi: number): ApneaSeverity {
  if (ahi < APNEA_SEVERITY_THRESHOLDS.mild) return 'none';
  if (ahi < APNEA_SEVERITY_THRESHOLDS.moderate) return 'mild';
  if (ahi < APNEA_SEVERITY_THRESHOLDS.severe) return 'moderate';
  return 'severe';
}
