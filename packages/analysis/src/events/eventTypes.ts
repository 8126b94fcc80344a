/**
 * The event types of clinical-domain §3, as the codes detectors emit and the API stores. One list
 * per examination family; a rhythm that a physician modified is stored as its "patch" variant.
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

export type RespiratoryEventType = (typeof RESPIRATORY_EVENT_TYPES)[number];
export type CovidEventType = (typeof COVID_EVENT_TYPES)[number];
export type HolterEventType = (typeof HOLTER_EVENT_TYPES)[number];
export type PatchedHolterEventType = `${(typeof PATCHABLE_HOLTER_EVENT_TYPES)[number]}_PATCH`;

/** Every event type of clinical-domain §3. */
export type EventType =
  RespiratoryEventType | CovidEventType | HolterEventType | PatchedHolterEventType;

export const EVENT_TYPES: readonly EventType[] = [
  ...RESPIRATORY_EVENT_TYPES,
  ...COVID_EVENT_TYPES,
  ...HOLTER_EVENT_TYPES,
  ...PATCHABLE_HOLTER_EVENT_TYPES.map((type) => `${type}_PATCH` as const),
];

/** Body positions of clinical-domain §3 (stationary = standing or sitting). */
export const BODY_POSITIONS = [
  'ABDOMEN',
  'CHEST',
  'LEFT_SIDE',
  'RIGHT_SIDE',
  'STATIONARY',
] as const;
export type BodyPosition = (typeof BODY_POSITIONS)[number];

/** Where an event came from (platform-core §3 Event; automatic descriptions are read-only). */
export type EventOrigin = 'analysis' | 'quality analysis' | 'user';

/**
 * An event a detector found, in seconds from the start of the recording. `signal` names the
 * channel it was found on; absent means all channels.
 */
export interface DetectedEvent<Type extends EventType = EventType> {
  type: Type;
  startSeconds: number;
  endSeconds: number;
  signal?: string;
  description?: string;
}
