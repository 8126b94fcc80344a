import type { EventOrigin } from '@telemed/domain';

/** Event types of signal quality rather than physiology: origin 'quality analysis'. */
const QUALITY_EVENT_TYPES = new Set(['NOT_FOR_ANALYSIS', 'SENSOR_NOT_FITTED', 'ARTIFACT', 'NOISE']);

/** The origin of an event a detector found: quality analysis for quality types, else analysis. */
export function detectedEventOrigin(type: string): Exclude<EventOrigin, 'user'> {
  return QUALITY_EVENT_TYPES.has(type) ? 'quality analysis' : 'analysis';
}
