import { bandPassInPlace } from '../ecg/bandPass';
import type { TimeInterval } from '../ecg/classifyBeats';
import type { Beat } from '../events/beatClasses';

// Flutter is judged over 10 s windows (one standard ECG strip, Kligfield P et al., Circulation
// 2007;115:1306-1324), advanced by 5 s.
const WINDOW_SECONDS = 10;
const STEP_SECONDS = 5;
// A window needs at least this many beats of a supraventricular rhythm to average a cycle.
const MIN_WINDOW_BEATS = 8;
// Atrial flutter waves come at 250-350/min (Saoudi N et al., Classification of atrial flutter
// and regular atrial tachycardia, Eur Heart J 2001;22:1162-1182).
const MIN_ATRIAL_RATE = 250;
const MAX_ATRIAL_RATE = 350;
// AV conduction of flutter is 2:1 to 4:1, fixed or varying between them (Saoudi 2001; Wellens
// HJJ, Circulation 2002;106:649-652). Higher ratios are rare and would also fit sinus rhythm.
const MIN_CONDUCTION = 2;
const MAX_CONDUCTION = 4;
// Each RR interval must be a whole number of atrial cycles, within 12.5 % of a cycle: the interval
// match tolerance of Hamilton's OSEA (RRMatch). Irregular AF intervals fall on such a grid by
// chance about a quarter of the time; flutter's conducted intervals always do.
const CYCLE_TOLERANCE = 0.125;
const MIN_ON_GRID_SHARE = 0.8;
// The average cycle outside the QRS (±60 ms) must be mostly (at least 60 % of its variance) a
// periodic wave at the atrial rate (fundamental and second harmonic: a sawtooth). This is a
// design choice: the P and T waves of sinus rhythm leave at most about a third of that variance
// to any harmonic in the atrial band, f waves of AF are not phase-locked to the QRS and average
// out, while F waves are continuous and locked to the conducted beats.
const QRS_HALF_SECONDS = 0.06;
const ATRIAL_BAND_LOW_HZ = 2;
const ATRIAL_BAND_HIGH_HZ = 30;
const MIN_WAVE_SHARE = 0.65;

/** Options of {@link detectAtrialFlutter}. */
export interface AtrialFlutterOptions {
  /** Shortest flutter episode reported, s. @default 10 (one window) */
  minDurationSeconds?: number;
}

/**
 * Share of the diastolic variance of `cycle` (outside the QRS, ±`qrsHalf` around its centre)
 * that harmonics `k` and `2k` of the cycle explain: the F-wave content of an average cycle of k
 * atrial cycles. The fit is a least-squares projection on an orthonormalised (Gram-Schmidt) set
 * of a constant, sines and cosines over the diastolic samples.
 */
export function waveShare(cycle: Float64Array, qrsHalf: number, harmonic: number): number {
  const length = cycle.length;
  const centre = length >> 1;
  const samples: number[] = [];
  for (let index = 0; index < length; index += 1)
    if (Math.abs(index - centre) > qrsHalf) samples.push(index);
  if (samples.length < 4 * harmonic + 2) return 0;
  const residual = Float64Array.from(samples, (index) => cycle[index] as number);
  const basis: Float64Array[] = [];
  /** Orthonormalises a new basis vector against the earlier ones; null when degenerate. */
  const addBasis = (vector: Float64Array): Float64Array | null => {
    for (const earlier of basis) {
      let dot = 0;
      for (let index = 0; index < vector.length; index += 1)
        dot += (vector[index] as number) * (earlier[index] as number);
      for (let index = 0; index < vector.length; index += 1)
        vector[index] = (vector[index] as number) - dot * (earlier[index] as number);
    }
    let norm = 0;
    for (const value of vector) norm += value * value;
    if (!(norm > 1e-9)) return null;
    const scale = 1 / Math.sqrt(norm);
    for (let index = 0; index < vector.length; index += 1)
      vector[index] = (vector[index] as number) * scale;
    basis.push(vector);
    return vector;
  };
  /** Removes the projection of the residual on a new basis vector; returns its energy. */
  const project = (vector: Float64Array | null): number => {
    if (vector === null) return 0;
    let dot = 0;
    for (let index = 0; index < vector.length; index += 1)
      dot += (residual[index] as number) * (vector[index] as number);
    for (let index = 0; index < vector.length; index += 1)
      residual[index] = (residual[index] as number) - dot * (vector[index] as number);
    return dot * dot;
  };
  const wave = (order: number, sine: boolean) =>
    Float64Array.from(samples, (index) => {
      const angle = (2 * Math.PI * order * index) / length;
      return sine ? Math.sin(angle) : Math.cos(angle);
    });
  project(addBasis(new Float64Array(samples.length).fill(1)));
  let total = 0;
  for (const value of residual) total += value * value;
  if (!(total > 0)) return 0;
  let explained = 0;
  for (const order of [harmonic, 2 * harmonic]) {
    explained += project(addBasis(wave(order, false)));
    explained += project(addBasis(wave(order, true)));
  }
  return Math.min(1, explained / total);
}

/**
 * Finds atrial flutter in a Holter recording: stretches where the ventricles answer a regular
 * atrial rhythm of 250-350/min with a fixed or varying 2:1 to 4:1 conduction (Saoudi et al.,
 * Eur Heart J 2001;22:1162-1182). In each 10 s window of supraventricular beats (N or S):
 * - the average cardiac cycle is taken around the R peaks (one median RR long, so F waves, which
 *   are locked to the conducted beats, add up, while noise and AF's f waves average out);
 * - outside the QRS, at least 60 % of its variance must be a periodic wave at k times the
 *   ventricular rate (k = 2, 3, 4) that falls at 250-350/min: the sawtooth of flutter waves;
 * - at least 80 % of the RR intervals must be a whole number (2 to 4 and more) of that atrial
 *   cycle, within 12.5 %: a fixed or variable conduction ratio, not the random RR of AF.
 * Any lead may show the waves (F waves are largest in the inferior leads and V1). Returns the
 * merged episodes, from the first to the last beat of the windows, in seconds.
 * @example
 * const flutter = detectAtrialFlutter([leadII, leadV5], classifyBeats(leads, rPeaks, 250), 250);
 */
export function detectAtrialFlutter(
  leads: readonly Float32Array[],
  beats: readonly Beat[],
  samplingRate: number,
  options: AtrialFlutterOptions = {},
): TimeInterval[] {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const minDuration = options.minDurationSeconds ?? WINDOW_SECONDS;
  const window = Math.round(WINDOW_SECONDS * samplingRate);
  const step = Math.round(STEP_SECONDS * samplingRate);
  const qrsHalf = Math.round(QRS_HALF_SECONDS * samplingRate);
  const last = beats.at(-1)?.sample ?? 0;
  const intervals: number[] = [];
  const spans: TimeInterval[] = [];
  let first = 0;
  for (let start = beats[0]?.sample ?? 0; start + window <= last; start += step) {
    while (first < beats.length && (beats[first] as Beat).sample < start) first += 1;
    let end = first;
    while (end < beats.length && (beats[end] as Beat).sample < start + window) end += 1;
    // RR intervals between two supraventricular beats.
    intervals.length = 0;
    let supraventricular = true;
    for (let index = first; index < end; index += 1) {
      const beatClass = (beats[index] as Beat).beatClass;
      if (beatClass !== 'N' && beatClass !== 'S') {
        supraventricular = false;
        break;
      }
      if (index > first)
        intervals.push((beats[index] as Beat).sample - (beats[index - 1] as Beat).sample);
    }
    if (!supraventricular || end - first < MIN_WINDOW_BEATS) continue;
    const sorted = [...intervals].sort((a, b) => a - b);
    const cycleLength = sorted[sorted.length >> 1] as number;
    let found = false;
    for (let conduction = MIN_CONDUCTION; conduction <= MAX_CONDUCTION && !found; conduction += 1) {
      const atrialRate = (60 * samplingRate * conduction) / cycleLength;
      if (atrialRate < MIN_ATRIAL_RATE || atrialRate > MAX_ATRIAL_RATE) continue;
      const atrialPeriod = cycleLength / conduction;
      let onGrid = 0;
      let varying = false;
      for (const interval of intervals) {
        const cycles = Math.round(interval / atrialPeriod);
        if (
          cycles >= MIN_CONDUCTION &&
          cycles <= MAX_CONDUCTION &&
          Math.abs(interval / atrialPeriod - cycles) <= CYCLE_TOLERANCE
        ) {
          onGrid += 1;
          // Only intervals on the grid tell a varying conduction: the sinus intervals before a
          // tachycardia's onset, in the same window, do not.
          if (cycles !== conduction) varying = true;
        }
      }
      if (onGrid < MIN_ON_GRID_SHARE * intervals.length) continue;
      // A fixed 2:1 response is not told from a sinus or atrial tachycardia of 125-175/min,
      // whose T and P waves merge into one wave at twice the ventricular rate.
      if (conduction === MIN_CONDUCTION && !varying) continue;
      found = leads.some(
        (lead) =>
          waveShare(
            atrialCycle(lead, beats, first, end, cycleLength, samplingRate),
            qrsHalf,
            conduction,
          ) >= MIN_WAVE_SHARE,
      );
    }
    if (found)
      spans.push({
        startSeconds: (beats[first] as Beat).sample / samplingRate,
        endSeconds: (beats[end - 1] as Beat).sample / samplingRate,
      });
  }
  const merged: TimeInterval[] = [];
  for (const span of spans) {
    const previous = merged.at(-1);
    if (previous && span.startSeconds <= previous.endSeconds)
      previous.endSeconds = Math.max(previous.endSeconds, span.endSeconds);
    else merged.push({ ...span });
  }
  return merged.filter((span) => span.endSeconds - span.startSeconds >= minDuration);
}

/**
 * The average cycle of beats [first, end) of a lead, `length` samples centred on the R peak,
 * band-passed 2-30 Hz: the band of F waves (4-6 Hz) and their harmonics, without the slow T-wave
 * and baseline content that would otherwise dominate the variance (atrial-activity analysis
 * band-limits likewise: Stridh & Sörnmo, IEEE TBME 48(1):105-111, 2001). The mean is taken over
 * three cycles and filtered, so the filter settles before the middle cycle that is returned.
 */
export function atrialCycle(
  lead: Float32Array,
  beats: readonly Beat[],
  first: number,
  end: number,
  length: number,
  samplingRate: number,
): Float64Array {
  const wide = averageCycle(lead, beats, first, end, 3 * length);
  if (wide.length === 0) return wide;
  bandPassInPlace(wide, samplingRate, ATRIAL_BAND_LOW_HZ, ATRIAL_BAND_HIGH_HZ);
  return wide.subarray(length, 2 * length);
}

/** The mean of `length` samples centred on the R peaks of beats [first, end), NaN-free. */
function averageCycle(
  lead: Float32Array,
  beats: readonly Beat[],
  first: number,
  end: number,
  length: number,
): Float64Array {
  const cycle = new Float64Array(length);
  const half = length >> 1;
  let count = 0;
  for (let index = first; index < end; index += 1) {
    const from = (beats[index] as Beat).sample - half;
    if (from < 0 || from + length > lead.length) continue;
    let finite = true;
    for (let offset = 0; offset < length && finite; offset += 1)
      if (!Number.isFinite(lead[from + offset])) finite = false;
    if (!finite) continue;
    for (let offset = 0; offset < length; offset += 1)
      cycle[offset] = (cycle[offset] as number) + (lead[from + offset] as number);
    count += 1;
  }
  if (count === 0) return new Float64Array(0);
  for (let offset = 0; offset < length; offset += 1)
    cycle[offset] = (cycle[offset] as number) / count;
  return cycle;
}
