import { bandPassInPlace } from './bandPass';
import { energyPeaks } from './energyPeaks';
import { slopeEnergy } from './qrsEnergy';
import type { QrsDetectorParams } from './qrsDetectorParams';

// The confirmation lead is filtered in blocks of this many seconds, only where it is asked about.
const BLOCK_SECONDS = 16;
// Each block is filtered with this margin of signal on either side, s. The slowest pole of the
// 5-15 Hz Butterworth band-pass (the 5 Hz high-pass, damping 1/sqrt 2) decays with a time
// constant of 1 / (0.707 x 2 pi x 5 Hz) = 45 ms, so 2 s is over 40 time constants: the block's
// filtered signal equals the whole-signal one to floating-point rounding.
const MARGIN_SECONDS = 2;
// The running levels need the last few QRS and noise peaks; they are looked for this far back, s
// (8 beats at 20/min, the lowest plausible heart rate). Older history is not replayed.
const LOOKBACK_SECONDS = 24;

/** A stretch of the lead, band-passed with its energy and energy peaks. */
interface Block {
  /** Sample index of `filtered[0]` and `energy[0]` (the block start minus the margin). */
  offset: number;
  filtered: Float64Array;
  energy: Float64Array;
  /** Energy peaks inside the block proper, as sample indices of the lead. */
  peaks: Int32Array;
}

/** The QRS and noise peak levels of a lead at a point of the detection (HT 1986). */
interface PeakLevels {
  qrs: number;
  noise: number;
}

/**
 * A lead that confirms beats the detection lead of {@link detectQrs} misses, evaluated lazily:
 * its band-pass, energy and energy peaks are computed block by block only where the detection
 * lead searches back in vain. Its running QRS and noise levels are those of Hamilton & Tompkins
 * (1986), learned from where the detection lead found its beats (the lead's energy peaks near a
 * beat are QRS peaks, the others noise peaks); they are replayed from the last beats when asked.
 */
export class ConfirmationLead {
  private readonly samples: Float32Array;
  private readonly rate: number;
  private readonly params: QrsDetectorParams;
  private readonly spacing: number;
  private readonly blockLength: number;
  private readonly margin: number;
  private readonly blocks = new Map<number, Block>();
  private learning: number[] | null = null;

  constructor(samples: Float32Array, rate: number, params: QrsDetectorParams, spacing: number) {
    this.samples = samples;
    this.rate = rate;
    this.params = params;
    this.spacing = spacing;
    this.blockLength = Math.max(1, Math.round(BLOCK_SECONDS * rate));
    this.margin = Math.round(MARGIN_SECONDS * rate);
  }

  private block(index: number): Block {
    const cached = this.blocks.get(index);
    if (cached) return cached;
    const n = this.samples.length;
    const start = index * this.blockLength;
    const end = Math.min(n, start + this.blockLength);
    const offset = Math.max(0, start - this.margin);
    const filtered = new Float64Array(Math.min(n, end + this.margin) - offset);
    // Hold the last valid value over NaN gaps, as the detection lead does.
    let last = 0;
    for (let index = offset - 1; index >= 0; index -= 1) {
      const value = this.samples[index] as number;
      if (Number.isFinite(value)) {
        last = value;
        break;
      }
    }
    for (let index = 0; index < filtered.length; index += 1) {
      const value = this.samples[offset + index] as number;
      if (Number.isFinite(value)) last = value;
      filtered[index] = last;
    }
    const p = this.params;
    bandPassInPlace(filtered, this.rate, p.bandPassLowHz, p.bandPassHighHz);
    const energy = slopeEnergy(filtered, p.integrationWindowSeconds * this.rate);
    const peaks = energyPeaks(energy, this.spacing)
      .map((peak) => peak + offset)
      .filter((peak) => peak >= start && peak < end);
    const block = { offset, filtered, energy, peaks };
    this.blocks.set(index, block);
    return block;
  }

  private blockOf(sample: number): Block {
    return this.block(Math.floor(sample / this.blockLength));
  }

  private energyAt(sample: number): number {
    const block = this.blockOf(sample);
    return block.energy[sample - block.offset] as number;
  }

  /** The energy maxima of the first seconds, the initial QRS level (HT 1986, OSEA). */
  private learningPeaks(): number[] {
    if (this.learning) return this.learning;
    const second = Math.max(1, Math.round(this.rate));
    const levels: number[] = [];
    const n = this.samples.length;
    for (let start = 0; start + second <= n && levels.length < this.params.learningSeconds; ) {
      let max = 0;
      for (let index = start; index < start + second; index += 1)
        max = Math.max(max, this.energyAt(index));
      levels.push(max);
      start += second;
    }
    this.learning = levels;
    return levels;
  }

  /**
   * The levels after learning from `beats` (increasing energy-peak positions of the detection
   * lead): the mean of the last `peakHistory` QRS peaks (the largest peak within `radius` of each
   * beat, after the initial learning levels) and of the last `peakHistory` noise peaks (the
   * others up to the last beat).
   */
  private levels(beats: readonly number[], radius: number): PeakLevels {
    const history = Math.max(1, Math.round(this.params.peakHistory));
    const qrsPeaks: number[] = [];
    const noisePeaks: number[] = [];
    let beat = beats.length - 1;
    if (beat >= 0) {
      const consumedEnd = (beats[beat] as number) + radius;
      const earliest = Math.max(0, consumedEnd - Math.round(LOOKBACK_SECONDS * this.rate));
      let beatPeak = -1;
      const takePeak = (peak: number) => {
        const height = this.energyAt(peak);
        while (beat >= 0 && peak < (beats[beat] as number) - radius) {
          if (beatPeak >= 0) qrsPeaks.push(beatPeak);
          beatPeak = -1;
          beat -= 1;
        }
        if (beat >= 0 && peak <= (beats[beat] as number) + radius)
          beatPeak = Math.max(beatPeak, height);
        else noisePeaks.push(height);
      };
      walk: for (
        let index = Math.floor(consumedEnd / this.blockLength);
        index >= 0 && (index + 1) * this.blockLength > earliest;
        index -= 1
      ) {
        const { peaks } = this.block(index);
        for (let position = peaks.length - 1; position >= 0; position -= 1) {
          const peak = peaks[position] as number;
          if (peak > consumedEnd) continue;
          if (peak < earliest || (qrsPeaks.length >= history && noisePeaks.length >= history))
            break walk;
          takePeak(peak);
        }
      }
      if (beatPeak >= 0) qrsPeaks.push(beatPeak);
    }
    // Too few QRS peaks found: the initial learning levels still count, as in a running mean
    // seeded with them.
    const qrs = qrsPeaks.slice(0, history);
    const learning = this.learningPeaks();
    for (let index = learning.length - 1; index >= 0 && qrs.length < history; index -= 1)
      qrs.push(learning[index] as number);
    const noise = noisePeaks.slice(0, history);
    const mean = (values: number[]) =>
      values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
    return { qrs: mean(qrs), noise: mean(noise) };
  }

  /**
   * The largest of this lead's energy peaks in [from, to) above its full detection threshold
   * (noise level + coefficient x (QRS level - noise level)) given the beats found so far, or -1.
   */
  strongestPeak(
    from: number,
    to: number,
    beats: readonly number[],
    radius: number,
    coefficient: number,
  ): number {
    const last = beats.at(-1);
    const start = Math.max(from, last === undefined ? 0 : last + radius + 1);
    if (start >= to) return -1;
    const { qrs, noise } = this.levels(beats, radius);
    const floor = noise + coefficient * (qrs - noise);
    let best = -1;
    let bestHeight = 0;
    const lastBlock = Math.floor((Math.min(to, this.samples.length) - 1) / this.blockLength);
    for (let index = Math.floor(start / this.blockLength); index <= lastBlock; index += 1) {
      const block = this.block(index);
      for (const peak of block.peaks) {
        if (peak < start || peak >= to) continue;
        const height = block.energy[peak - block.offset] as number;
        if (height > floor && (best < 0 || height > bestHeight)) {
          best = peak;
          bestHeight = height;
        }
      }
    }
    return best;
  }

  /** Index of the largest |band-passed signal| within `radius` samples of `centre`. */
  largestDeflection(centre: number, radius: number): number {
    let best = centre;
    let bestValue = -1;
    const end = Math.min(this.samples.length - 1, centre + radius);
    for (let index = Math.max(0, centre - radius); index <= end; index += 1) {
      const block = this.blockOf(index);
      const value = Math.abs(block.filtered[index - block.offset] as number);
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    }
    return best;
  }
}
