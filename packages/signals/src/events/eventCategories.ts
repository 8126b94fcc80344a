/** How the overlay colours an event type: one hue per clinical family of clinical-domain §3. */
export type EventCategory = 'respiratory' | 'saturation' | 'cardiac' | 'artifact' | 'marker';

/** Every colour family, in the order overlapping fills are laid on each other. */
export const EVENT_CATEGORIES: readonly EventCategory[] = [
  'respiratory',
  'saturation',
  'cardiac',
  'artifact',
  'marker',
];

const ARTIFACT_TYPES = new Set([
  'NOISE',
  'NOT_FOR_ANALYSIS',
  'SENSOR_NOT_FITTED',
  'ARTIFACT',
  'SIGNAL_BLOCK_START',
  'SIGNAL_BLOCK_END',
]);
const SATURATION_TYPES = new Set(['DESATURATION', 'LOW_SPO2']);
const RESPIRATORY_TYPES = new Set([
  'HYPOPNEA',
  'SNORE',
  'DYSPNEA',
  'WAKE',
  'COUGH',
  'FREQUENT_BREATHING',
]);
const CARDIAC_PREFIXES = [
  'SINUS',
  'ATRIAL_',
  'BRADYCARDIA',
  'TACHYCARDIA',
  'PAUSE',
  'SUPRAVENTRICULAR_',
  'VENTRICULAR_',
  'FUSION',
  'HIGH_HEART_RATE',
];

// Rhythms last seconds to a whole recording (a day of sinus rhythm): they are drawn as a strip
// along the bottom of their band, not as a fill over the trace.
const RHYTHM_TYPES = new Set([
  'SINUS',
  'ATRIAL_FIBRILLATION',
  'ATRIAL_FLUTTER',
  'BRADYCARDIA',
  'TACHYCARDIA',
  'SUPRAVENTRICULAR_TACHYCARDIA',
  'SUPRAVENTRICULAR_BRADYCARDIA',
  'VENTRICULAR_TACHYCARDIA',
  'VENTRICULAR_BRADYCARDIA',
  'VENTRICULAR_BIGEMINY',
  'VENTRICULAR_TRIGEMINY',
]);
const PATCH_SUFFIX = '_PATCH';

/** True for a rhythm episode's type (a physician's patched copy too), drawn as a strip. */
export function isRhythmType(type: string): boolean {
  return RHYTHM_TYPES.has(type.endsWith(PATCH_SUFFIX) ? type.slice(0, -PATCH_SUFFIX.length) : type);
}

// Types are few and events many (10,000 in a night, laid out every frame): remember each answer.
const categories = new Map<string, EventCategory>();

/** The colour family of an event type; unknown and marker types (study start, custom…) are markers. */
export function eventCategory(type: string): EventCategory {
  let category = categories.get(type);
  if (category === undefined) categories.set(type, (category = categoryOf(type)));
  return category;
}

/** The position of an event type's colour family in {@link EVENT_CATEGORIES}. */
export function eventCategoryIndex(type: string): number {
  return EVENT_CATEGORIES.indexOf(eventCategory(type));
}

function categoryOf(type: string): EventCategory {
  if (ARTIFACT_TYPES.has(type)) return 'artifact';
  if (SATURATION_TYPES.has(type)) return 'saturation';
  if (type.startsWith('APNEA_') || RESPIRATORY_TYPES.has(type)) return 'respiratory';
  if (CARDIAC_PREFIXES.some((prefix) => type.startsWith(prefix))) return 'cardiac';
  return 'marker';
}
