import type { EcgLeadName } from './ecgLeads';

/** The time span of a scheduled episode, in seconds from the start of the recording. */
interface EpisodeSpan {
  startSeconds: number;
  durationSeconds: number;
}

/** Sinus bradycardia or tachycardia at a set mean rate (< 60/min or > 100/min). */
export interface SinusRateEpisode extends EpisodeSpan {
  type: 'BRADYCARDIA' | 'TACHYCARDIA';
  /** Mean sinus rate during the episode, beats/min. */
  rate: number;
  /** How the rate reaches the episode's and returns to the sinus rhythm's around it: 'gradual'
   * over up to a minute on each side of each edge, the way the sinus node speeds up and slows
   * down (the gradual onset and end that tell a sinus tachycardia from a paroxysmal one);
   * 'abrupt' at once, a stress case for analysers. @default 'gradual' */
  onset?: 'gradual' | 'abrupt';
}

/** Atrial fibrillation: no P waves, f waves, irregularly irregular ventricular response. */
export interface AtrialFibrillationEpisode extends EpisodeSpan {
  type: 'ATRIAL_FIBRILLATION';
  /** Mean ventricular rate, beats/min. @default 95 */
  ventricularRate?: number;
  /** Coefficient of variation of the RR intervals. @default 0.22 */
  rrVariation?: number;
  /** Dominant f-wave frequency, Hz (4-9). @default 6 */
  fibrillatoryFrequency?: number;
  /** Scale of the f waves relative to the lead's typical amplitude; 0 removes them. @default 1 */
  waveAmplitude?: number;
}

/** Atrial flutter: sawtooth F waves and a fixed or variable AV conduction ratio. */
export interface AtrialFlutterEpisode extends EpisodeSpan {
  type: 'ATRIAL_FLUTTER';
  /** Atrial (F-wave) rate, per minute. @default 300 */
  atrialRate?: number;
  /** Atrial waves per conducted beat: 2 (2:1), 3, 4, or 'variable' (2:1 to 4:1). @default 2 */
  conduction?: 2 | 3 | 4 | 'variable';
  /** Scale of the F waves relative to the lead's typical amplitude; 0 removes them. @default 1 */
  waveAmplitude?: number;
}

/** A run of ventricular (VT) or supraventricular (SVT) ectopic beats at a fast regular rate. */
export interface TachycardiaRunEpisode extends EpisodeSpan {
  type: 'VENTRICULAR_TACHYCARDIA' | 'SUPRAVENTRICULAR_TACHYCARDIA';
  /** Rate of the run, beats/min (> 100). @default 160 for VT, 180 for SVT */
  rate?: number;
}

/**
 * An idioventricular rhythm: a ventricular focus drives the heart at or below the sinus rate
 * (accelerated idioventricular rhythm at 50-100/min, ventricular escape below 40/min), regular,
 * every beat of the focus's shape, with no P wave before its beats. AAMI EC57 counts its beats V;
 * a Holter report calls a run of them slower than tachycardia ventricular bradycardia.
 */
export interface IdioventricularEpisode extends EpisodeSpan {
  type: 'VENTRICULAR_BRADYCARDIA';
  /** Rate of the rhythm, beats/min (20-100). @default 60 */
  rate?: number;
}

/** Sinus rhythm in which every second (bigeminy) or third (trigeminy) beat is ventricular. */
export interface VentricularPatternEpisode extends EpisodeSpan {
  type: 'VENTRICULAR_BIGEMINY' | 'VENTRICULAR_TRIGEMINY';
}

/**
 * A sinus arrest: the RR interval that spans `startSeconds` lasts exactly `durationSeconds`.
 * Allowed in sinus rhythm, bradycardia, tachycardia and atrial fibrillation.
 */
export interface PauseEpisode extends EpisodeSpan {
  type: 'PAUSE';
}

/** Electrode off: the samples of the named leads (all when absent) are NaN during the span. */
export interface ElectrodeOffEpisode extends EpisodeSpan {
  type: 'ARTIFACT';
  leads?: readonly EcgLeadName[];
}

/** One scheduled episode of a synthetic ECG. Rhythm episodes must not overlap each other. */
export type EcgEpisode =
  | SinusRateEpisode
  | AtrialFibrillationEpisode
  | AtrialFlutterEpisode
  | TachycardiaRunEpisode
  | IdioventricularEpisode
  | VentricularPatternEpisode
  | PauseEpisode
  | ElectrodeOffEpisode;

/** The episode types that set the rhythm (at most one at a time). */
export type RhythmEpisode = Exclude<EcgEpisode, PauseEpisode | ElectrodeOffEpisode>;

/** The sinus rate and its variability. Fractions are of the RR interval. */
export interface HeartRateSettings {
  /** 24-hour mean sinus rate, beats/min. @default 72 */
  mean: number;
  /** Day-night variation: the rate is this fraction above the mean by day and twice it below
   * at night (sleep 23:00-07:00). 0 turns it off. @default 0.06 */
  circadianAmplitude: number;
  /** Standard deviation of the LF (~0.1 Hz, Mayer wave) RR modulation. @default 0.025 */
  lfStd: number;
  /** Standard deviation of the HF respiratory sinus arrhythmia. @default 0.028 */
  hfStd: number;
  /** Standard deviation of the 1/f (very-low-frequency) RR fluctuation. @default 0.04 */
  pinkStd: number;
  /** Centre of the LF band, Hz. @default 0.1 */
  lfFrequency: number;
  /** Breathing rate by day, breaths/min; 2 lower at night. @default 16 */
  respirationRate: number;
}

/** Noise amplitudes, mV. 0 turns a source off. */
export interface EcgNoiseSettings {
  /** Respiratory baseline wander, peak amplitude. @default 0.05 */
  respiratoryWander: number;
  /** Slow electrode drift below 0.05 Hz, standard deviation. @default 0.08 */
  drift: number;
  /** EMG (muscle) noise, RMS by day; it halves at night. @default 0.012 */
  muscle: number;
  /** Mains hum, peak amplitude. @default 0.008 */
  mains: number;
  /** Mains frequency, Hz. @default 50 */
  mainsFrequency: 50 | 60;
}

/** Isolated ectopic beats sprinkled over sinus rhythm (and ventricular ones over AF). */
export interface EctopicSettings {
  /** Isolated ventricular ectopic beats per hour. @default 0 */
  ventricularPerHour: number;
  /** Isolated supraventricular ectopic beats per hour. @default 0 */
  supraventricularPerHour: number;
  /** Fusion beats per hour. @default 0 */
  fusionPerHour: number;
  /** Number of distinct ventricular foci (1 = unifocal, more = multiform). @default 1 */
  ventricularFoci: number;
  /** Coupling interval of an isolated ventricular premature beat, as the range (fractions of the
   * sinus cycle) it is drawn from; up to 1, a late-coupled (end-diastolic) beat comes about when
   * the next sinus beat would have. @default {@link DEFAULT_VENTRICULAR_COUPLING} */
  ventricularCoupling: readonly [number, number];
  /** Where the ventricular foci lie: `myocardial` ones make a wide, bizarre QRS of any polarity;
   * `septal` ones (high septum, near the conduction system) spread in nearly the normal order, so
   * their QRS has the normal complex's polarity in every lead and is only moderately wide.
   * @default 'myocardial' */
  ventricularOrigin: 'myocardial' | 'septal';
}

/**
 * How the ventricles conduct and how tall the P and T waves are: the morphologies that fool a
 * beat classifier tuned on typical patients.
 */
export interface ConductionSettings {
  /** Bundle branch block: every supraventricular QRS is wide (about 140 ms) with a terminal
   * second deflection (right) or a broad notched R and a discordant T (left); such beats stay N
   * (S when premature), as AAMI EC57 counts them. @default 'none' */
  bundleBranchBlock: 'none' | 'right' | 'left';
  /** Share (0-1) of atrial premature beats conducted with aberrancy: a wide, bundle-branch-block
   * shaped QRS (right, or left in a right bundle branch block), still class S. @default 0 */
  aberrantShare: number;
  /** An intermittent bundle branch block: it conducts only during these spans (the QRS is
   * normal between them), where null keeps it throughout. @default null */
  blockedSpans: readonly EpisodeSpan[] | null;
  /** Scale of the P waves (sinus and ectopic). @default 1 */
  pWaveScale: number;
  /** Scale of the T waves of supraventricular beats. @default 1 */
  tWaveScale: number;
}

/** Ventricular premature beats come at 55-75 % of the sinus cycle (Surawicz & Knilans, Chou's
 * Electrocardiography, 6th ed., ch. 17). */
export const DEFAULT_VENTRICULAR_COUPLING: readonly [number, number] = Object.freeze([0.55, 0.75]);

/** No conduction disorder and typical waves. */
export const DEFAULT_CONDUCTION: Readonly<ConductionSettings> = Object.freeze({
  bundleBranchBlock: 'none',
  aberrantShare: 0,
  blockedSpans: null,
  pWaveScale: 1,
  tWaveScale: 1,
});

/**
 * What a synthetic ECG recording contains. Only `durationSeconds` is required; every other field
 * has a documented default.
 * @example
 * const scenario: EcgScenario = {
 *   durationSeconds: 3600,
 *   seed: 7,
 *   heartRate: { mean: 68 },
 *   ectopics: { ventricularPerHour: 20 },
 *   episodes: [{ type: 'ATRIAL_FIBRILLATION', startSeconds: 600, durationSeconds: 900 }],
 * };
 */
export interface EcgScenario {
  durationSeconds: number;
  /** Samples per second. @default 250 (Holter recorders sample at 128-1000 Hz) */
  samplingRate?: number;
  /** @default ['II', 'V5'] (the inferior and lateral leads of a 2-channel Holter) */
  leads?: readonly EcgLeadName[];
  /** @default 1 */
  seed?: number;
  /** Clock time of the first sample, seconds after midnight. @default 32400 (09:00, hook-up) */
  startTimeOfDaySeconds?: number;
  heartRate?: Partial<HeartRateSettings>;
  ectopics?: Partial<EctopicSettings>;
  conduction?: Partial<ConductionSettings>;
  episodes?: readonly EcgEpisode[];
  /** Noise amplitudes, or 'none' for a clean signal. */
  noise?: Partial<EcgNoiseSettings> | 'none';
  /** RR intervals at least this long are reported as PAUSE events, s. @default 2 */
  pauseThresholdSeconds?: number;
}

/** A scenario with every default filled in and validated. */
export interface ResolvedEcgScenario {
  durationSeconds: number;
  samplingRate: number;
  leads: readonly EcgLeadName[];
  seed: number;
  startTimeOfDaySeconds: number;
  heartRate: HeartRateSettings;
  ectopics: EctopicSettings;
  conduction: ConductionSettings;
  episodes: readonly EcgEpisode[];
  noise: EcgNoiseSettings;
  pauseThresholdSeconds: number;
}

/**
 * Nunan D, Sandercock GR, Brodie DA. A quantitative systematic review of normal values for
 * short-term heart rate variability in healthy adults. Pacing Clin Electrophysiol
 * 33:1407-1417, 2010: LF 519 ms², HF 657 ms² at a mean RR of 926 ms, hence LF and HF standard
 * deviations of 23 and 26 ms (2.5 and 2.8 % of RR). Day-night: Degaute JP et al., Hypertension
 * 18:199-210, 1991 (heart rate about 20 % lower asleep than awake). The 1/f component gives the
 * very-low-frequency power that dominates 24-hour SDNN (Task Force of the ESC and NASPE,
 * Circulation 93:1043-1065, 1996: SDNN 141 ± 39 ms). Mayer waves at ~0.1 Hz and breathing at
 * 12-20/min are the LF and HF centres of the Task Force report.
 */
export const DEFAULT_HEART_RATE: Readonly<HeartRateSettings> = Object.freeze({
  mean: 72,
  circadianAmplitude: 0.06,
  lfStd: 0.025,
  hfStd: 0.028,
  pinkStd: 0.04,
  lfFrequency: 0.1,
  respirationRate: 16,
});

/**
 * Ambulatory ECG noise of a well-fitted recorder (the noise types of the MIT-BIH Noise Stress
 * Test Database, Moody GB, Muldrow WE, Mark RG, Computers in Cardiology 11:381-384, 1984, and
 * of Friesen GM et al., IEEE Trans Biomed Eng 37(1):85-98, 1990, at a few per cent of the QRS
 * amplitude): respiratory wander 0.15-0.3 Hz, drift, broadband EMG and 50 Hz hum (Europe).
 */
export const DEFAULT_ECG_NOISE: Readonly<EcgNoiseSettings> = Object.freeze({
  respiratoryWander: 0.05,
  drift: 0.08,
  muscle: 0.012,
  mains: 0.008,
  mainsFrequency: 50,
});

const SILENT_NOISE: EcgNoiseSettings = {
  respiratoryWander: 0,
  drift: 0,
  muscle: 0,
  mains: 0,
  mainsFrequency: 50,
};

const RHYTHM_TYPES = new Set<EcgEpisode['type']>([
  'BRADYCARDIA',
  'TACHYCARDIA',
  'ATRIAL_FIBRILLATION',
  'ATRIAL_FLUTTER',
  'VENTRICULAR_TACHYCARDIA',
  'SUPRAVENTRICULAR_TACHYCARDIA',
  'VENTRICULAR_BRADYCARDIA',
  'VENTRICULAR_BIGEMINY',
  'VENTRICULAR_TRIGEMINY',
]);

/** Rhythms a sinus arrest may interrupt (a pause inside a run of ectopics is not a pause). */
const PAUSABLE_TYPES = new Set<EcgEpisode['type']>([
  'BRADYCARDIA',
  'TACHYCARDIA',
  'ATRIAL_FIBRILLATION',
]);

/** True for the episodes that set the rhythm, as opposed to pauses and artifacts. */
export function isRhythmEpisode(episode: EcgEpisode): episode is RhythmEpisode {
  return RHYTHM_TYPES.has(episode.type);
}

const endOf = (episode: EpisodeSpan) => episode.startSeconds + episode.durationSeconds;
const overlaps = (a: EpisodeSpan, b: EpisodeSpan) =>
  a.startSeconds < endOf(b) && b.startSeconds < endOf(a);

function validateEpisode(episode: EcgEpisode, durationSeconds: number, pauseThreshold: number) {
  const where = `${episode.type} at ${episode.startSeconds} s`;
  if (!(episode.durationSeconds > 0) || !(episode.startSeconds >= 0))
    throw new RangeError(`${where}: start must be >= 0 and duration > 0`);
  if (endOf(episode) > durationSeconds)
    throw new RangeError(`${where}: ends after the recording (${durationSeconds} s)`);
  if (episode.type === 'BRADYCARDIA' && !(episode.rate > 20 && episode.rate < 60))
    throw new RangeError(`${where}: bradycardia rate must be in (20, 60)/min`);
  if (episode.type === 'TACHYCARDIA' && !(episode.rate > 100 && episode.rate < 220))
    throw new RangeError(`${where}: tachycardia rate must be in (100, 220)/min`);
  if (
    (episode.type === 'BRADYCARDIA' || episode.type === 'TACHYCARDIA') &&
    episode.onset !== undefined &&
    episode.onset !== 'gradual' &&
    episode.onset !== 'abrupt'
  )
    throw new RangeError(`${where}: onset must be 'gradual' or 'abrupt'`);
  if (
    (episode.type === 'VENTRICULAR_TACHYCARDIA' ||
      episode.type === 'SUPRAVENTRICULAR_TACHYCARDIA') &&
    episode.rate !== undefined &&
    !(episode.rate > 100 && episode.rate <= 250)
  )
    throw new RangeError(`${where}: run rate must be in (100, 250]/min`);
  if (
    episode.type === 'VENTRICULAR_BRADYCARDIA' &&
    episode.rate !== undefined &&
    !(episode.rate >= 20 && episode.rate <= 100)
  )
    throw new RangeError(`${where}: idioventricular rate must be 20-100/min`);
  if (episode.type === 'PAUSE' && episode.durationSeconds < pauseThreshold)
    throw new RangeError(`${where}: a pause must last at least ${pauseThreshold} s`);
  if (
    episode.type === 'ATRIAL_FIBRILLATION' &&
    episode.fibrillatoryFrequency !== undefined &&
    !(episode.fibrillatoryFrequency >= 4 && episode.fibrillatoryFrequency <= 9)
  )
    throw new RangeError(`${where}: f-wave frequency must be 4-9 Hz`);
}

/**
 * Fills in the defaults of a scenario and checks it: positive duration and sampling rate,
 * episodes inside the recording, rhythm episodes not overlapping, rates in their clinical
 * ranges, pauses at least the pause threshold and only inside pausable rhythms.
 * @throws RangeError naming the offending field or episode.
 */
export function resolveEcgScenario(scenario: EcgScenario): ResolvedEcgScenario {
  const { durationSeconds } = scenario;
  if (!(durationSeconds > 0 && Number.isFinite(durationSeconds)))
    throw new RangeError('durationSeconds must be a positive number');
  const samplingRate = scenario.samplingRate ?? 250;
  if (!(samplingRate >= 50 && samplingRate <= 10_000))
    throw new RangeError('samplingRate must be between 50 and 10000 Hz');
  const leads = scenario.leads ?? ['II', 'V5'];
  if (leads.length === 0) throw new RangeError('at least one lead is needed');
  const pauseThresholdSeconds = scenario.pauseThresholdSeconds ?? 2;
  if (!(pauseThresholdSeconds >= 1.5)) throw new RangeError('pauseThresholdSeconds must be >= 1.5');
  const heartRate = { ...DEFAULT_HEART_RATE, ...scenario.heartRate };
  if (!(heartRate.mean >= 61 && heartRate.mean <= 99))
    throw new RangeError('heartRate.mean must be 61-99/min; schedule brady- or tachycardia');
  const ectopics: EctopicSettings = {
    ventricularPerHour: 0,
    supraventricularPerHour: 0,
    fusionPerHour: 0,
    ventricularFoci: 1,
    ventricularCoupling: DEFAULT_VENTRICULAR_COUPLING,
    ventricularOrigin: 'myocardial',
    ...scenario.ectopics,
  };
  if (!(Number.isInteger(ectopics.ventricularFoci) && ectopics.ventricularFoci >= 1))
    throw new RangeError('ectopics.ventricularFoci must be a positive integer');
  const [earliestCoupling, latestCoupling] = ectopics.ventricularCoupling;
  if (!(earliestCoupling >= 0.3 && earliestCoupling <= latestCoupling && latestCoupling <= 1))
    throw new RangeError('ectopics.ventricularCoupling must be a range within 0.3-1');

  const conduction: ConductionSettings = { ...DEFAULT_CONDUCTION, ...scenario.conduction };
  if (!(conduction.aberrantShare >= 0 && conduction.aberrantShare <= 1))
    throw new RangeError('conduction.aberrantShare must be 0-1');
  if (!(conduction.pWaveScale >= 0 && conduction.tWaveScale >= 0))
    throw new RangeError('conduction.pWaveScale and tWaveScale must not be negative');
  for (const span of conduction.blockedSpans ?? [])
    if (!(span.startSeconds >= 0 && span.durationSeconds > 0 && endOf(span) <= durationSeconds))
      throw new RangeError('conduction.blockedSpans must lie inside the recording');

  const episodes = [...(scenario.episodes ?? [])].sort((a, b) => a.startSeconds - b.startSeconds);
  for (const episode of episodes) validateEpisode(episode, durationSeconds, pauseThresholdSeconds);
  const rhythms = episodes.filter(isRhythmEpisode);
  rhythms.forEach((episode, index) => {
    const next = rhythms[index + 1];
    if (next && overlaps(episode, next))
      throw new RangeError(`${episode.type} and ${next.type} overlap`);
  });
  for (const pause of episodes.filter((episode) => episode.type === 'PAUSE')) {
    const inside = rhythms.find((rhythm) => overlaps(rhythm, pause));
    if (inside && !PAUSABLE_TYPES.has(inside.type))
      throw new RangeError(`PAUSE at ${pause.startSeconds} s falls inside ${inside.type}`);
  }
  const noise =
    scenario.noise === 'none' ? SILENT_NOISE : { ...DEFAULT_ECG_NOISE, ...scenario.noise };
  return {
    durationSeconds,
    samplingRate,
    leads,
    seed: scenario.seed ?? 1,
    startTimeOfDaySeconds: scenario.startTimeOfDaySeconds ?? 9 * 3600,
    heartRate,
    ectopics,
    conduction,
    episodes,
    noise,
    pauseThresholdSeconds,
  };
}
