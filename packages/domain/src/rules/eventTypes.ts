/**
 * The event types of clinical-domain §3, as the codes detectors emit, the API stores and the
 * viewer draws: one list per examination family. A rhythm a physician modified is stored as its
 * "patch" variant (`ATRIAL_FIBRILLATION_PATCH`), kept apart from the detector's.
 */
export const RESPIRATORY_EVENT_TYPES = [
  'APNEA_CENTRAL',
  'APNEA_MIXED',
  'APNEA_OBSTRUCTIVE',
  'APNEA_NOT_CLASSIFIED',
  'APNEA_WAKE',
  'WAKE',
  'HYPOPNEA',
  'DESATURATION',
  'SNORE',
  'DYSPNEA',
  'NOISE',
  'NOT_FOR_ANALYSIS',
  'SENSOR_NOT_FITTED',
  'SIGNAL_BLOCK_START',
  'SIGNAL_BLOCK_END',
  'CUSTOM',
  'EXAMINATION_START',
  'EXAMINATION_END',
  'GROUP_START',
  'GROUP_END',
  'SERIES_START',
  'SERIES_END',
] as const;

/** COVID home monitoring: the alerts, the two kinds of samples and the patient's own events. */
export const COVID_EVENT_TYPES = [
  'COUGH',
  'HIGH_HEART_RATE',
  'LOW_SPO2',
  'FREQUENT_BREATHING',
  'HIGH_TEMPERATURE',
  'SAMPLE_15_MINUTES',
  'NIGHT_SAMPLE',
  'USER_EVENT',
] as const;

/** Holter beat and rhythm types. */
export const HOLTER_EVENT_TYPES = [
  'SINUS',
  'ATRIAL_FIBRILLATION',
  'ATRIAL_FLUTTER',
  'BRADYCARDIA',
  'TACHYCARDIA',
  'PAUSE',
  'SUPRAVENTRICULAR_ECTOPIC',
  'VENTRICULAR_ECTOPIC',
  'FUSION',
  'ARTIFACT',
  'OTHER',
  'SUPRAVENTRICULAR_TACHYCARDIA',
  'SUPRAVENTRICULAR_BRADYCARDIA',
  'VENTRICULAR_TACHYCARDIA',
  'VENTRICULAR_BRADYCARDIA',
  'VENTRICULAR_BIGEMINY',
  'VENTRICULAR_TRIGEMINY',
] as const;

/** Holter types whose physician-modified copy is kept apart from the detector's ("patch"). */
export const PATCHABLE_HOLTER_EVENT_TYPES = [
  'ATRIAL_FIBRILLATION',
  'ATRIAL_FLUTTER',
  'BRADYCARDIA',
  'TACHYCARDIA',
  'PAUSE',
  'SUPRAVENTRICULAR_TACHYCARDIA',
  'VENTRICULAR_TACHYCARDIA',
] as const satisfies readonly (typeof HOLTER_EVENT_TYPES)[number][];

/** What a patched type adds to the type it modifies. */
export const PATCH_SUFFIX = '_PATCH';

/**
 * Markers that structure a recording rather than describe the body: a custom mark, groups and
 * series (what the game-based examination scores).
 */
export const MARKER_EVENT_TYPES = [
  'CUSTOM',
  'SERIES_START',
  'SERIES_END',
  'GROUP_START',
  'GROUP_END',
] as const satisfies readonly (typeof RESPIRATORY_EVENT_TYPES)[number][];

/** Holter findings that are moments: a pause, a single ectopic or fused beat, an artifact. */
const MOMENT_EVENT_TYPES = [
  'PAUSE',
  'SUPRAVENTRICULAR_ECTOPIC',
  'VENTRICULAR_ECTOPIC',
  'FUSION',
  'ARTIFACT',
  'OTHER',
] as const satisfies readonly (typeof HOLTER_EVENT_TYPES)[number][];

type MomentEventType = (typeof MOMENT_EVENT_TYPES)[number];

/**
 * Rhythm episodes of a Holter: every Holter type but the moments; they last seconds to the whole
 * recording (a day of sinus rhythm).
 */
export const RHYTHM_EVENT_TYPES = HOLTER_EVENT_TYPES.filter(
  (type): type is Exclude<(typeof HOLTER_EVENT_TYPES)[number], MomentEventType> =>
    !(MOMENT_EVENT_TYPES as readonly string[]).includes(type),
);

/**
 * Event types of signal quality rather than physiology: a detector that finds one stores it with
 * origin `quality analysis` (clinical-domain §3 Event origins).
 */
export const QUALITY_EVENT_TYPES = [
  'NOT_FOR_ANALYSIS',
  'SENSOR_NOT_FITTED',
  'ARTIFACT',
  'NOISE',
] as const;

export type RespiratoryEventType = (typeof RESPIRATORY_EVENT_TYPES)[number];
export type CovidEventType = (typeof COVID_EVENT_TYPES)[number];
export type HolterEventType = (typeof HOLTER_EVENT_TYPES)[number];
export type PatchedHolterEventType =
  `${(typeof PATCHABLE_HOLTER_EVENT_TYPES)[number]}${typeof PATCH_SUFFIX}`;

/** Every event type of clinical-domain §3. */
export type EventType =
  RespiratoryEventType | CovidEventType | HolterEventType | PatchedHolterEventType;

/** The patched variants of the Holter types, in {@link PATCHABLE_HOLTER_EVENT_TYPES} order. */
export const PATCHED_HOLTER_EVENT_TYPES: readonly PatchedHolterEventType[] =
  PATCHABLE_HOLTER_EVENT_TYPES.map((type) => `${type}${PATCH_SUFFIX}` as const);

/** Every event type of clinical-domain §3, family by family. */
export const EVENT_TYPES: readonly EventType[] = [
  ...RESPIRATORY_EVENT_TYPES,
  ...COVID_EVENT_TYPES,
  ...HOLTER_EVENT_TYPES,
  ...PATCHED_HOLTER_EVENT_TYPES,
];

/**
 * The type a patched type modifies; any other type is itself.
 *
 * @example
 * unpatchedEventType('ATRIAL_FIBRILLATION_PATCH'); // 'ATRIAL_FIBRILLATION'
 */
export function unpatchedEventType(type: string): string {
  return type.endsWith(PATCH_SUFFIX) ? type.slice(0, -PATCH_SUFFIX.length) : type;
}

const RHYTHMS: ReadonlySet<string> = new Set(RHYTHM_EVENT_TYPES);

/** Whether the type is a rhythm episode's (a physician's patched copy too). */
export function isRhythmEventType(type: string): boolean {
  return RHYTHMS.has(unpatchedEventType(type));
}

const QUALITY: ReadonlySet<string> = new Set(QUALITY_EVENT_TYPES);

/** Whether the type describes signal quality (its detected events are `quality analysis`). */
export function isQualityEventType(type: string): boolean {
  return QUALITY.has(type);
}

/**
 * Body positions of clinical-domain §3, in the order of the codes a position channel carries
 * (code 0 abdomen … 4 stationary, which is standing or sitting).
 */
export const BODY_POSITIONS = [
  'ABDOMEN',
  'CHEST',
  'LEFT_SIDE',
  'RIGHT_SIDE',
  'STATIONARY',
] as const;

/** One body position. */
export type BodyPosition = (typeof BODY_POSITIONS)[number];
