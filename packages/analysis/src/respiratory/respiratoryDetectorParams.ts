/**
 * Named parameters of the respiratory detectors (clinical-domain §3 "Detector parameters": apnea
 * start and stop threshold percent; hypopnea start threshold percent; apnea span min and max
 * seconds; desaturation drop; desaturation span min and max; baseline margin, span and return;
 * snore threshold and resolution), plus the few the spec does not name, marked as ours.
 *
 * "AASM" below is the AASM Manual for the Scoring of Sleep and Associated Events, version 2.6
 * (2020) and 3 (2023), whose respiratory rules did not change between the two: rule VIII.3.A
 * (apnea), VIII.4.A/B (hypopnea, recommended 1A with ≥ 3 % desaturation or arousal, acceptable
 * 1B with ≥ 4 %) and the home sleep apnea test (HSAT) rules, which use the same criteria without
 * the EEG arousal.
 */
export interface RespiratoryDetectorParams {
  /** Flow drop from baseline that makes breathing apnoeic, %. @default 90 (AASM apnea: peak
   * signal excursion drops by ≥ 90 % of the pre-event baseline) */
  apnea_start_threshold_percent: number;
  /** An apnea or hypopnea ends when the flow drop is back below this, %: the first breath that
   * "approximates baseline breathing" (AASM event end). @default 20 (breaths back to ≥ 80 % of
   * baseline; ordinary breath-to-breath variation is about 10 %, Tobin et al., Chest 1983) */
  apnea_stop_threshold_percent: number;
  /** Flow drop from baseline that makes breathing hypopnoeic, %. @default 30 (AASM hypopnea:
   * ≥ 30 % drop of the nasal-pressure excursion) */
  hypopnea_start_threshold_percent: number;
  /** An apnea or hypopnea lasts at least this long, s. @default 10 (AASM: the ≥ 90 % or ≥ 30 %
   * drop lasts ≥ 10 s) */
  apnea_span_min_seconds: number;
  /** Longer flow reductions are not scored (they are sensor displacement, not events), s.
   * @default 120 (AASM sets no maximum; apneas beyond 2 minutes are exceptional, and a flat
   * cannula signal that long is far more often a displaced cannula) */
  apnea_span_max_seconds: number;
  /** A desaturation is a fall of at least this many SpO2 percentage points, and a hypopnea needs
   * one this deep. @default 3 (AASM rule 1A and the 3 % ODI; 4 gives rule 1B, the CMS rule) */
  desaturation_drop_percent: number;
  /** Shortest desaturation, from the start of the fall to recovery, s. @default 10 (the 10 s of
   * a respiratory event; shorter dips at 1 Hz are probe motion artefacts) */
  desaturation_span_min_seconds: number;
  /** Longest desaturation, s. @default 120 (the longest scoreable event plus the 20-40 s
   * circulation delay and recovery; slower falls are baseline shifts such as hypoventilation) */
  desaturation_span_max_seconds: number;
  /** The baseline is the mean flow excursion of the stable breathing in this many seconds before
   * the moment assessed, s. @default 120 (AASM 1999 "Chicago criteria", Sleep 22:667: the mean
   * amplitude of stable breathing in the 2 minutes preceding the event) */
  baseline_span_seconds: number;
  /** Breathing within ± this percent of the baseline is "stable" and updates it; reduced breaths of
   * events, recovery hyperpnoea and sighs do not. @default 30 (the hypopnea threshold: no breath
   * that would itself be hypopnoeic enters the baseline) */
  baseline_margin_percent: number;
  /** When no stable breathing has been seen for this long, the baseline returns to the plain mean
   * of the last span: the amplitude has changed for good (cannula moved), s. @default 120 (the
   * longest scoreable event, `apnea_span_max_seconds`: a reduction lasting longer is a new level) */
  baseline_return_seconds: number;
  /** A snore is a sound envelope this many decibels above the background. @default 6 (twice the
   * background amplitude; the background envelope fluctuates by less than ±4 dB in quiet
   * bedrooms, snores are 10-30 dB above it, Pevernagie et al., Sleep Med Rev 2010) */
  snore_threshold: number;
  /** Time resolution of snore detection: quieter gaps shorter than this are bridged and sounds
   * shorter than it are not snores, s. @default 0.3 (single snores last 0.3-3 s, Pevernagie
   * et al. 2010; clicks and knocks are shorter) */
  snore_resolution_seconds: number;
  /** Ours: the flow envelope is the peak-to-trough range over this window, s. @default 6 (one
   * breath at the slowest normal adult rate, 10/min, so every window holds a whole breath) */
  breathWindowSeconds: number;
  /** Ours: chest effort below this percent of its baseline counts as absent (central). @default 20
   * (AASM: central = absent inspiratory effort; 20 % sits well above belt noise and below the
   * effort of a central hypopnea) */
  effortAbsentPercent: number;
  /** Ours: a desaturation belongs to the hypopnea it follows if it starts between the hypopnea's
   * start and this many seconds after its end. @default 40 (lung-to-finger circulation delay and
   * fall time, 20-40 s in adults; AASM leaves the window to the scorer) */
  desaturationAssociationSeconds: number;
  /** Ours: chest movement larger than this multiple of the breath excursion is body movement.
   * @default 3 (above sighs and recovery breaths, about 2-2.5x) */
  movementRatio: number;
  /** Ours: wake is judged in epochs this long, s. @default 30 (the AASM scoring epoch) */
  wakeEpochSeconds: number;
  /** Ours: a desaturation that reaches its nadir in less than this while the body moves is a
   * finger-probe motion artefact and is not scored, s; 0 scores them all. @default 8 (a scored
   * breathing event lasts at least 10 s and its desaturation falls over about as long; a probe
   * jolted during a turn reads falsely low within a few seconds, within 7 s even after the 3-s
   * average) */
  motionArtifactFallSeconds: number;
}

/** Defaults of {@link RespiratoryDetectorParams}, each with its source in the field's comment. */
export const DEFAULT_RESPIRATORY_DETECTOR_PARAMS: Readonly<RespiratoryDetectorParams> =
  Object.freeze({
    apnea_start_threshold_percent: 90,
    apnea_stop_threshold_percent: 20,
    hypopnea_start_threshold_percent: 30,
    apnea_span_min_seconds: 10,
    apnea_span_max_seconds: 120,
    desaturation_drop_percent: 3,
    desaturation_span_min_seconds: 10,
    desaturation_span_max_seconds: 120,
    baseline_span_seconds: 120,
    baseline_margin_percent: 30,
    baseline_return_seconds: 120,
    snore_threshold: 6,
    snore_resolution_seconds: 0.3,
    breathWindowSeconds: 6,
    effortAbsentPercent: 20,
    desaturationAssociationSeconds: 40,
    movementRatio: 3,
    wakeEpochSeconds: 30,
    motionArtifactFallSeconds: 8,
  });

/** The defaults overridden by the given fields, checked for sense. */
export function resolveRespiratoryParams(
  params: Partial<RespiratoryDetectorParams> = {},
): RespiratoryDetectorParams {
  const resolved = { ...DEFAULT_RESPIRATORY_DETECTOR_PARAMS, ...params };
  for (const [name, value] of Object.entries(resolved))
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`${name} must be a non-negative number`);
  if (
    resolved.apnea_start_threshold_percent > 100 ||
    resolved.hypopnea_start_threshold_percent > 100
  )
    throw new RangeError('thresholds are percentages');
  if (resolved.apnea_span_max_seconds < resolved.apnea_span_min_seconds)
    throw new RangeError('apnea_span_max_seconds must not be below apnea_span_min_seconds');
  if (resolved.desaturation_span_max_seconds < resolved.desaturation_span_min_seconds)
    throw new RangeError(
      'desaturation_span_max_seconds must not be below desaturation_span_min_seconds',
    );
  if (
    resolved.breathWindowSeconds <= 0 ||
    resolved.baseline_span_seconds <= 0 ||
    resolved.wakeEpochSeconds <= 0
  )
    throw new RangeError('windows must be positive');
  return resolved;
}
