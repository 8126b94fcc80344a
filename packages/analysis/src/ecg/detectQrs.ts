import { bandPassInPlace } from './bandPass';
import { ConfirmationLead } from './confirmationLead';
import { energyPeaks } from './energyPeaks';
import { slopeAt, slopeEnergy } from './qrsEnergy';
import { DEFAULT_QRS_DETECTOR_PARAMS, type QrsDetectorParams } from './qrsDetectorParams';
import { RecentMean } from './recentMean';

/** Copies the samples, holding the last valid value over NaN gaps (lead-off, invalid samples). */
function withoutGaps(samples: Float32Array): Float64Array {
  const clean = new Float64Array(samples.length);
  let last = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index] as number;
    if (Number.isFinite(value)) last = value;
    clean[index] = last;
  }
  return clean;
}

/** Index of the largest |signal| within `radius` samples of `centre`. */
function largestDeflection(signal: Float64Array, centre: number, radius: number): number {
  let best = centre;
  let bestValue = -1;
  const end = Math.min(signal.length - 1, centre + radius);
  for (let index = Math.max(0, centre - radius); index <= end; index += 1) {
    const value = Math.abs(signal[index] as number);
    if (value > bestValue) {
      bestValue = value;
      best = index;
    }
  }
  return best;
}

/** The largest |five-point slope| of the signal within `radius` samples of `centre`. */
function largestSlope(signal: Float64Array, centre: number, radius: number): number {
  let best = 0;
  const end = Math.min(signal.length - 1, centre + radius);
  for (let index = Math.max(0, centre - radius); index <= end; index += 1)
    best = Math.max(best, Math.abs(slopeAt(signal, index)));
  return best;
}

/** Initial QRS level: the energy maximum of each of the first seconds (HT 1986, OSEA). */
function learningPeaks(energy: Float64Array, rate: number, seconds: number): number[] {
  const second = Math.max(1, Math.round(rate));
  const levels: number[] = [];
  for (let start = 0; start + second <= energy.length && levels.length < seconds; start += second) {
    let max = 0;
    for (let index = start; index < start + second; index += 1)
      max = Math.max(max, energy[index] as number);
    levels.push(max);
  }
  return levels;
}

/**
 * Detects QRS complexes and returns the sample index of each R peak, in order. Pass one lead, or
 * several simultaneous leads of the same length: the first is the detection lead, the others
 * confirm beats that the first one hides (a complex that is isoelectric in it, such as a
 * ventricular beat whose axis is perpendicular to the lead).
 *
 * The Pan-Tompkins / Hamilton-Tompkins pipeline, run offline on the whole signal: zero-phase
 * 5-15 Hz band-pass, five-point derivative, squaring, 150 ms moving-window integration; peaks of
 * the integrated energy are QRS complexes when they exceed an adaptive threshold between the
 * running noise and QRS peak levels, with a 200 ms refractory period, T-wave rejection by slope
 * within 360 ms, search-back at half threshold when no beat came for 1.5 RR averages (then, when
 * the detection lead has no candidate, at full threshold in the other leads), and the fiducial
 * point moved to the largest band-passed deflection. O(n) in the number of samples.
 * @example
 * const rPeaks = detectQrs([mlii, v1], 360);
 * const heartRate = (60 * 360 * (rPeaks.length - 1)) / (rPeaks.at(-1)! - rPeaks[0]!);
 */
export function detectQrs(
  leads: Float32Array | readonly Float32Array[],
  samplingRate: number,
  params: Partial<QrsDetectorParams> = {},
): Int32Array {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const signals = leads instanceof Float32Array ? [leads] : leads;
  const primary = signals[0];
  if (primary === undefined) return new Int32Array(0);
  const p = { ...DEFAULT_QRS_DETECTOR_PARAMS, ...params };
  const toSamples = (seconds: number) => Math.round(seconds * samplingRate);
  const refractory = toSamples(p.refractorySeconds);
  const tWaveWindow = toSamples(p.tWaveWindowSeconds);
  const refinement = toSamples(p.peakRefinementSeconds);
  const filtered = withoutGaps(primary);
  bandPassInPlace(filtered, samplingRate, p.bandPassLowHz, p.bandPassHighHz);
  const energy = slopeEnergy(filtered, p.integrationWindowSeconds * samplingRate);
  const confirmations = signals
    .slice(1)
    .filter((lead) => lead.length === primary.length)
    .map((lead) => new ConfirmationLead(lead, samplingRate, p, refractory));

  const qrsLevel = new RecentMean(
    p.peakHistory,
    learningPeaks(energy, samplingRate, p.learningSeconds),
  );
  const noiseLevel = new RecentMean(p.peakHistory);
  const rrAverage = new RecentMean(p.peakHistory, [samplingRate]);
  const threshold = () => {
    const noise = noiseLevel.mean();
    return noise + p.thresholdCoefficient * (qrsLevel.mean() - noise);
  };

  // Energy-peak positions of the beats, and their fiducial points (refined on the band-passed
  // lead that found each one).
  const beats: number[] = [];
  const fiducials: number[] = [];
  let lastBeat = Number.NEGATIVE_INFINITY;
  let lastSlope = 0;
  // Sub-threshold peaks since the last beat, the candidates of a search-back.
  let pending: number[] = [];
  const accept = (peak: number, fiducial: number) => {
    if (Number.isFinite(lastBeat)) rrAverage.push(peak - lastBeat);
    beats.push(peak);
    fiducials.push(fiducial);
    lastBeat = peak;
    lastSlope = largestSlope(filtered, peak, refinement);
    if (pending.length > 0) pending = pending.filter((candidate) => candidate > peak);
  };
  const acceptHere = (peak: number) => {
    qrsLevel.push(energy[peak] as number);
    accept(peak, largestDeflection(filtered, peak, refinement));
  };
  // A peak another lead found: the search-back beat that the detection lead does not show.
  const confirmedElsewhere = (now: number) => {
    for (const confirmation of confirmations) {
      const peak = confirmation.strongestPeak(
        lastBeat + tWaveWindow,
        now - refractory,
        beats,
        refinement,
        p.thresholdCoefficient,
      );
      if (peak >= 0) {
        accept(peak, confirmation.largestDeflection(peak, refinement));
        return true;
      }
    }
    return false;
  };
  // PT/HT search-back: when a beat is overdue, the largest skipped peak above half the
  // threshold and clear of the previous beat's T wave was a missed beat.
  const searchBack = (now: number) => {
    while (Number.isFinite(lastBeat) && now - lastBeat > p.searchBackRrFactor * rrAverage.mean()) {
      const floor = p.searchBackThresholdRatio * threshold();
      let best = -1;
      for (const candidate of pending) {
        if (candidate - lastBeat < tWaveWindow || (energy[candidate] as number) <= floor) continue;
        if (best < 0 || (energy[candidate] as number) > (energy[best] as number)) best = candidate;
      }
      if (best >= 0) acceptHere(best);
      else if (!confirmedElsewhere(now)) return;
    }
  };

  for (const peak of energyPeaks(energy, refractory)) {
    searchBack(peak);
    if (peak - lastBeat < refractory) continue;
    const height = energy[peak] as number;
    const isQrs =
      height > threshold() &&
      (peak - lastBeat >= tWaveWindow ||
        largestSlope(filtered, peak, refinement) >= p.tWaveSlopeRatio * lastSlope);
    if (isQrs) {
      acceptHere(peak);
    } else {
      noiseLevel.push(height);
      pending.push(peak);
    }
  }
  searchBack(filtered.length);
  return Int32Array.from(fiducials);
}
