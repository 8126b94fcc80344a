import type { TimeInterval } from '../ecg/classifyBeats';

// A stretch of missing samples shorter than this cannot hide a beat or stretch an RR interval by
// more than the 150 ms tolerance of beat matching (ANSI/AAMI EC57), so it is not reported.
const MIN_UNREADABLE_SECONDS = 0.15;

/**
 * The stretches where no lead has a readable sample (NaN or ±Infinity in every lead, as the
 * synthetic generator and the EDF reader give for an electrode that is off), in seconds from the
 * start, sorted. Leads of another length than the first are ignored.
 * @example
 * unreadableSpans([lead1, lead2], 250); // [{ startSeconds: 28040.9, endSeconds: 28160.9 }]
 */
export function unreadableSpans(
  leads: readonly Float32Array[],
  samplingRate: number,
): TimeInterval[] {
  const primary = leads[0];
  if (primary === undefined) return [];
  const same = leads.filter((lead) => lead.length === primary.length);
  const minLength = Math.max(1, Math.round(MIN_UNREADABLE_SECONDS * samplingRate));
  const spans: TimeInterval[] = [];
  let start = -1;
  const length = primary.length;
  for (let index = 0; index <= length; index += 1) {
    // x - x is 0 for a finite x and NaN for NaN or ±Infinity: the cheapest finiteness test.
    const sample = primary[index] as number;
    let readable = index === length || sample - sample === 0;
    for (let lead = 1; !readable && lead < same.length; lead += 1) {
      const value = (same[lead] as Float32Array)[index] as number;
      if (value - value === 0) readable = true;
    }
    if (!readable) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      if (index - start >= minLength)
        spans.push({ startSeconds: start / samplingRate, endSeconds: index / samplingRate });
      start = -1;
    }
  }
  return spans;
}
