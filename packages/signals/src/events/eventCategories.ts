import { QUALITY_EVENT_TYPES } from '@telemed/domain';

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

// Signal quality, and the blocks of signal it marks.
const ARTIFACT_TYPES = new Set<string>([
  ...QUALITY_EVENT_TYPES,
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
