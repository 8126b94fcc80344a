import { pointCount } from '../model/segments';
import type { SignalSegment } from '../model/signalData';

/**
 * The value of a track at `time` as sent: the sample nearest to it, or the least and greatest of
 * the min/max bucket holding it (zoomed out, one point stands for many samples). Undefined in a
 * gap or outside the data.
 */
export function readingAt(
  segments: readonly SignalSegment[],
  time: number,
): [number, number] | undefined {
  for (const segment of segments) {
    const count = pointCount(segment);
    if (segment.kind === 'samples') {
      const index = Math.round((time - segment.start) / segment.step);
      // Half a sampling period either side of the run still reads its end samples.
      if (index < 0 || index >= count) continue;
      const value = segment.values[index];
      return value === undefined || Number.isNaN(value) ? undefined : [value, value];
    }
    const index = Math.floor((time - segment.start) / segment.step);
    if (index < 0 || index >= count) continue;
    const low = segment.min[index];
    const high = segment.max[index];
    if (low === undefined || high === undefined || Number.isNaN(low) || Number.isNaN(high))
      return undefined;
    return [low, high];
  }
  return undefined;
}
