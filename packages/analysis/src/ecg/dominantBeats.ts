import { beatWindow, bestCorrelation } from './beatMorphology';

// How many beats, spread evenly over the recording, are clustered to find the dominant shape:
// enough for a class of one beat in ten to form its own cluster, few enough to cost little.
const SAMPLED_BEATS = 240;
// A beat whose interval before it is shorter than this share of the interval after it came
// early: it does not vote for the dominant (sinus) shape. In bigeminy the sinus beat follows the
// compensatory pause and keeps its vote, the premature ectopic beat loses it.
const ON_TIME_RATIO = 0.9;
// Clusters compare beats at lags of up to this many seconds (fiducial jitter of the detector).
const MAX_LAG_SECONDS = 0.02;
// At most this many members of the dominant cluster seed the template.
const SEED_BEATS = 40;

/**
 * The beats of a recording's dominant morphology: the recording's beats (a sample spread over its
 * whole length) are clustered by the correlation of their QRS on the first lead, each cluster is
 * weighed by its members that came on time, and the members of the heaviest cluster are returned
 * (indices into `peaks`, at most {@link SEED_BEATS}). Clustering first and labelling clusters
 * after is what makes morphology features carry across patients (Lagerholm et al., IEEE TBME
 * 47(7):838-848, 2000; Llamedo & Martínez, IEEE TBME 58(3):616-625, 2011): the normal template
 * is the patient's own, whatever the first beats of the recording were — in a bigeminy the first
 * twenty beats are half ventricular, and a template learnt from them is not the sinus one.
 */
export function dominantBeats(
  samples: Float32Array,
  peaks: ArrayLike<number>,
  before: number,
  length: number,
  matchLimit: number,
  samplingRate: number,
): number[] {
  const count = peaks.length;
  if (count < 3) return count > 0 ? [0] : [];
  const maxLag = Math.round(MAX_LAG_SECONDS * samplingRate);
  const step = Math.max(1, Math.floor((count - 2) / SAMPLED_BEATS));
  const seeds: Float64Array[] = [];
  const members: number[][] = [];
  const onTime: number[] = [];
  const window = new Float64Array(length + 2 * maxLag);
  for (let index = 1; index < count - 1; index += step) {
    if (!beatWindow(samples, peaks[index] as number, before + maxLag, length + 2 * maxLag, window))
      continue;
    let best = -1;
    let bestCorrelationValue = matchLimit;
    seeds.forEach((seed, cluster) => {
      const { correlation } = bestCorrelation(window, seed, maxLag);
      if (correlation >= bestCorrelationValue) {
        bestCorrelationValue = correlation;
        best = cluster;
      }
    });
    if (best < 0) {
      best = seeds.length;
      seeds.push(window.slice(maxLag, maxLag + length));
      members.push([]);
      onTime.push(0);
    }
    (members[best] as number[]).push(index);
    const rrBefore = (peaks[index] as number) - (peaks[index - 1] as number);
    const rrAfter = (peaks[index + 1] as number) - (peaks[index] as number);
    if (rrBefore >= ON_TIME_RATIO * rrAfter) onTime[best] = (onTime[best] as number) + 1;
  }
  if (members.length === 0) return [];
  let dominant = 0;
  onTime.forEach((votes, cluster) => {
    if (votes > (onTime[dominant] as number)) dominant = cluster;
  });
  const chosen = members[dominant] as number[];
  const stride = Math.max(1, Math.floor(chosen.length / SEED_BEATS));
  return chosen.filter((_, position) => position % stride === 0).slice(0, SEED_BEATS);
}
