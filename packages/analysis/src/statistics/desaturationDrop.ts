import type { DetectedEvent } from '../events/detectedEvent';
import { isValidSpo2 } from './saturationSummary';
import type { UniformSamples } from './uniformSamples';

/**
 * A desaturation event. Detectors that know the fall set `dropPercent` (percentage points, e.g.
 * 96 → 92 % is 4); for events without it (drawn by a user, or imported) the drop is measured
 * from the SpO2 samples by {@link desaturationDrop}.
 */
export interface DesaturationEvent extends DetectedEvent<'DESATURATION'> {
  dropPercent?: number;
}

/**
 * The fall of a desaturation in percentage points: `dropPercent` when the event carries it,
 * otherwise, from valid samples inside the event, the highest reading before the nadir minus the
 * nadir (the event spans the fall from its pre-event level, AASM Scoring Manual 2.6 §VIII).
 * Null when neither is available.
 */
export function desaturationDrop(event: DesaturationEvent, spo2?: UniformSamples): number | null {
  if (event.dropPercent !== undefined && Number.isFinite(event.dropPercent))
    return event.dropPercent;
  if (!spo2) return null;
  const { values, samplingRate, startSeconds = 0 } = spo2;
  const first = Math.max(0, Math.ceil((event.startSeconds - startSeconds) * samplingRate));
  const last = Math.min(
    values.length - 1,
    Math.floor((event.endSeconds - startSeconds) * samplingRate),
  );
  let highest = -Infinity;
  let drop = -Infinity;
  for (let index = first; index <= last; index += 1) {
    const value = values[index] as number;
    if (!isValidSpo2(value)) continue;
    highest = Math.max(highest, value);
    drop = Math.max(drop, highest - value);
  }
  return Number.isFinite(drop) ? drop : null;
}
