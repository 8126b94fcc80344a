import { ConfirmationLead } from './confirmationLead';
import { LeadPeaks, type EnergyPeaks } from './leadPeaks';
import { DEFAULT_QRS_DETECTOR_PARAMS, type QrsDetectorParams } from './qrsDetectorParams';
import { RecentMean } from './recentMean';
import { reviewBeats } from './reviewBeats';

/** All the energy peaks of a lead, block after block. */
function allPeaks(lead: LeadPeaks): EnergyPeaks {
  const blocks: EnergyPeaks[] = [];
  let count = 0;
  for (let index = 0; index < lead.blockCount; index += 1) {
    const block = lead.block(index, false);
    blocks.push(block);
    count += block.positions.length;
  }
  const peaks: EnergyPeaks = {
    positions: new Int32Array(count),
    heights: new Float64Array(count),
    slopes: new Float64Array(count),
    fiducials: new Int32Array(count),
  };
  let at = 0;
  for (const block of blocks) {
    peaks.positions.set(block.positions, at);
    peaks.heights.set(block.heights, at);
    peaks.slopes.set(block.slopes, at);
    peaks.fiducials.set(block.fiducials, at);
    at += block.positions.length;
  }
  return peaks;
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
 * point moved to the largest band-passed deflection. O(n) in the number of samples. The detection
 * lead is processed in blocks ({@link LeadPeaks}), so no full-length filtered copy is ever made;
 * the other leads are filtered only around the search-backs that consult them
 * ({@link ConfirmationLead}).
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
  const lead = new LeadPeaks(primary, samplingRate, p, refractory, refinement);
  const { positions, heights, slopes, fiducials: peakFiducials } = allPeaks(lead);
  const confirmations = signals
    .slice(1)
    .filter((other) => other.length === primary.length)
    .map((other) => new ConfirmationLead(other, samplingRate, p, refractory, refinement));

  const qrsLevel = new RecentMean(p.peakHistory, lead.learningLevels());
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
  // Sub-threshold peaks since the last beat (indices into the peak arrays), the candidates of a
  // search-back.
  let pending: number[] = [];
  const accept = (position: number, fiducial: number, slope: number) => {
    if (Number.isFinite(lastBeat)) rrAverage.push(position - lastBeat);
    beats.push(position);
    fiducials.push(fiducial);
    lastBeat = position;
    lastSlope = slope;
    if (pending.length > 0)
      pending = pending.filter((candidate) => (positions[candidate] as number) > position);
  };
  const acceptPeak = (peak: number) => {
    qrsLevel.push(heights[peak] as number);
    accept(positions[peak] as number, peakFiducials[peak] as number, slopes[peak] as number);
  };
  // A peak another lead found: the search-back beat that the detection lead does not show.
  const confirmedElsewhere = (now: number) => {
    for (const confirmation of confirmations) {
      const peak = confirmation.strongestPeak(
        lastBeat + tWaveWindow,
        now - refractory,
        beats,
        p.thresholdCoefficient,
      );
      if (peak) {
        accept(peak.position, peak.fiducial, lead.slopeNear(peak.position));
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
        const height = heights[candidate] as number;
        if ((positions[candidate] as number) - lastBeat < tWaveWindow || height <= floor) continue;
        if (best < 0 || height > (heights[best] as number)) best = candidate;
      }
      if (best >= 0) acceptPeak(best);
      else if (!confirmedElsewhere(now)) return;
    }
  };

  for (let peak = 0; peak < positions.length; peak += 1) {
    const position = positions[peak] as number;
    searchBack(position);
    if (position - lastBeat < refractory) continue;
    const height = heights[peak] as number;
    const isQrs =
      height > threshold() &&
      (position - lastBeat >= tWaveWindow ||
        (slopes[peak] as number) >= p.tWaveSlopeRatio * lastSlope);
    if (isQrs) {
      acceptPeak(peak);
    } else {
      noiseLevel.push(height);
      pending.push(peak);
    }
  }
  searchBack(primary.length);
  const leadsSeen = { detection: lead, second: confirmations[0]?.peaks };
  return Int32Array.from(
    p.rhythmReview ? reviewBeats(fiducials, leadsSeen, samplingRate, refractory) : fiducials,
  );
}
