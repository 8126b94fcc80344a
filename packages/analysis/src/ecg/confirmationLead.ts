import { LeadPeaks } from './leadPeaks';
import type { QrsDetectorParams } from './qrsDetectorParams';

// The running levels need the last few QRS and noise peaks; they are looked for this far back, s
// (8 beats at 20/min, the lowest plausible heart rate). Older history is not replayed.
const LOOKBACK_SECONDS = 24;

/** The QRS and noise peak levels of a lead at a point of the detection (HT 1986). */
interface PeakLevels {
  qrs: number;
  noise: number;
}

/** One energy peak of the lead. */
interface Peak {
  position: number;
  height: number;
  fiducial: number;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * A lead that confirms beats the detection lead of {@link detectQrs} misses, evaluated lazily:
 * its features ({@link LeadPeaks}) are computed block by block only where the detection lead
 * searches back in vain. Its running QRS and noise levels are those of Hamilton & Tompkins
 * (1986), learned from where the detection lead found its beats (the lead's energy peaks near a
 * beat are QRS peaks, the others noise peaks); they are replayed from the last beats when asked.
 */
export class ConfirmationLead {
  /** The lead's QRS-detection features. */
  readonly peaks: LeadPeaks;
  private readonly rate: number;
  private readonly history: number;
  private readonly radius: number;
  private learning: number[] | null = null;

  /**
   * @param spacing the refractory period in samples
   * @param radius the fiducial refinement radius in samples, also the reach of a beat
   */
  constructor(
    samples: Float32Array,
    rate: number,
    params: QrsDetectorParams,
    spacing: number,
    radius: number,
  ) {
    this.peaks = new LeadPeaks(samples, rate, params, spacing, radius);
    this.rate = rate;
    this.history = Math.max(1, Math.round(params.peakHistory));
    this.radius = radius;
  }

  /** The lead's energy peaks of block `index`, last first, as `visit` wants them until false. */
  private visitBackwards(index: number, visit: (peak: Peak) => boolean): boolean {
    const { positions, heights, fiducials } = this.peaks.block(index);
    for (let position = positions.length - 1; position >= 0; position -= 1) {
      const peak = {
        position: positions[position] as number,
        height: heights[position] as number,
        fiducial: fiducials[position] as number,
      };
      if (!visit(peak)) return false;
    }
    return true;
  }

  /**
   * The levels after learning from `beats` (increasing energy-peak positions of the detection
   * lead): the mean of the last `peakHistory` QRS peaks (the largest peak within the radius of
   * each beat, after the initial learning levels) and of the last `peakHistory` noise peaks (the
   * others up to the last beat).
   */
  private levels(beats: readonly number[]): PeakLevels {
    const radius = this.radius;
    const history = this.history;
    const qrsPeaks: number[] = [];
    const noisePeaks: number[] = [];
    let beat = beats.length - 1;
    if (beat >= 0) {
      const consumedEnd = (beats[beat] as number) + radius;
      const earliest = Math.max(0, consumedEnd - Math.round(LOOKBACK_SECONDS * this.rate));
      let beatPeak = -1;
      const visit = ({ position, height }: Peak) => {
        if (position > consumedEnd) return true;
        if (position < earliest || (qrsPeaks.length >= history && noisePeaks.length >= history))
          return false;
        while (beat >= 0 && position < (beats[beat] as number) - radius) {
          if (beatPeak >= 0) qrsPeaks.push(beatPeak);
          beatPeak = -1;
          beat -= 1;
        }
        if (beat >= 0 && position <= (beats[beat] as number) + radius)
          beatPeak = Math.max(beatPeak, height);
        else noisePeaks.push(height);
        return true;
      };
      const blockLength = this.peaks.blockLength;
      for (
        let index = Math.floor(consumedEnd / blockLength);
        index >= 0 && (index + 1) * blockLength > earliest;
        index -= 1
      )
        if (index < this.peaks.blockCount && !this.visitBackwards(index, visit)) break;
      if (beatPeak >= 0) qrsPeaks.push(beatPeak);
    }
    // Too few QRS peaks found: the initial learning levels still count, as in a running mean
    // seeded with them.
    const qrs = qrsPeaks.slice(0, history);
    this.learning ??= this.peaks.learningLevels();
    for (let index = this.learning.length - 1; index >= 0 && qrs.length < history; index -= 1)
      qrs.push(this.learning[index] as number);
    return { qrs: mean(qrs), noise: mean(noisePeaks.slice(0, history)) };
  }

  /**
   * The largest of this lead's energy peaks in [from, to) above its full detection threshold
   * (noise level + coefficient x (QRS level - noise level)) given the beats found so far, with
   * its R-peak estimate; or null.
   */
  strongestPeak(
    from: number,
    to: number,
    beats: readonly number[],
    coefficient: number,
  ): { position: number; fiducial: number } | null {
    const last = beats.at(-1);
    const start = Math.max(from, last === undefined ? 0 : last + this.radius + 1);
    if (start >= to) return null;
    const { qrs, noise } = this.levels(beats);
    const floor = noise + coefficient * (qrs - noise);
    let best: { position: number; fiducial: number } | null = null;
    let bestHeight = 0;
    const blockLength = this.peaks.blockLength;
    const lastBlock = Math.min(this.peaks.blockCount - 1, Math.floor((to - 1) / blockLength));
    for (let index = Math.floor(start / blockLength); index <= lastBlock; index += 1) {
      const { positions, heights, fiducials } = this.peaks.block(index);
      for (let position = 0; position < positions.length; position += 1) {
        const peak = positions[position] as number;
        if (peak < start || peak >= to) continue;
        const height = heights[position] as number;
        if (height > floor && (best === null || height > bestHeight)) {
          best = { position: peak, fiducial: fiducials[position] as number };
          bestHeight = height;
        }
      }
    }
    return best;
  }
}
