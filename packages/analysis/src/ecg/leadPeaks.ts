import { bandPassHoldingGaps } from './bandPass';
import { energyPeaks } from './energyPeaks';
import { slopeEnergy } from './qrsEnergy';
import type { QrsDetectorParams } from './qrsDetectorParams';

// A lead is processed in blocks of this many seconds, so the band-passed signal and its energy
// never exist for the whole recording at once (24 h at 250 Hz would be 173 MB per array).
const BLOCK_SECONDS = 32;
// Each block is filtered with this margin of signal on either side, s. The slowest pole of the
// 5-15 Hz Butterworth band-pass (the 5 Hz high-pass, damping 1/sqrt 2) decays with a time
// constant of 1 / (0.707 x 2 pi x 5 Hz) = 45 ms, so 2 s is over 40 time constants: a block's
// filtered signal equals the whole-signal one to floating-point rounding.
const MARGIN_SECONDS = 2;

/** The energy peaks of a stretch of a lead, with what the QRS detector needs of each. */
export interface EnergyPeaks {
  /** Sample index of each peak of the integrated slope energy, increasing. */
  positions: Int32Array;
  /** The integrated energy at each peak. */
  heights: Float64Array;
  /** The largest |five-point slope| of the band-passed lead within the refinement radius. */
  slopes: Float64Array;
  /** The largest |band-passed| deflection within the refinement radius: the R-peak estimate. */
  fiducials: Int32Array;
}

/** A stretch of the lead, gap-filled and band-passed, with its energy. */
export interface LeadStretch {
  /** Sample index of `filtered[0]`. */
  offset: number;
  filtered: Float64Array;
  energy: Float64Array;
}

/**
 * The QRS-detection features of one ECG lead (Pan & Tompkins 1985: zero-phase 5-15 Hz band-pass,
 * five-point derivative, squaring, moving-window integration; energy peaks after Hamilton &
 * Tompkins 1986), computed block by block with filter margins, so a 24-hour lead needs no
 * full-length intermediate arrays and a lead consulted only here and there is only filtered
 * there. Block results are those of filtering the whole lead, to floating-point rounding.
 */
export class LeadPeaks {
  /** The lead. */
  readonly samples: Float32Array;
  private readonly rate: number;
  private readonly params: QrsDetectorParams;
  private readonly spacing: number;
  private readonly radius: number;
  /** Samples per block. */
  readonly blockLength: number;
  /** Number of blocks covering the lead. */
  readonly blockCount: number;
  private readonly margin: number;
  private readonly cache = new Map<number, EnergyPeaks>();
  private scratch = new Float64Array(0);
  private filteredScratch = new Float64Array(0);
  private energyScratch = new Float64Array(0);

  /**
   * @param spacing the refractory period in samples: a peak is the largest within it
   * @param radius the fiducial refinement radius in samples
   */
  constructor(
    samples: Float32Array,
    rate: number,
    params: QrsDetectorParams,
    spacing: number,
    radius: number,
  ) {
    this.samples = samples;
    this.rate = rate;
    this.params = params;
    this.spacing = spacing;
    this.radius = radius;
    this.blockLength = Math.max(1, Math.round(BLOCK_SECONDS * rate));
    this.blockCount = Math.ceil(samples.length / this.blockLength);
    this.margin = Math.round(MARGIN_SECONDS * rate) + spacing + radius;
  }

  /**
   * Band-passes `[from, to)` with `margin` samples on either side (by default enough for the
   * result to equal whole-signal filtering to rounding), holding values over NaN gaps, and
   * integrates its energy. The arrays are views of scratch buffers, valid until the next call.
   */
  stretch(from: number, to: number, margin = this.margin): LeadStretch {
    const offset = Math.max(0, from - margin);
    const length = Math.min(this.samples.length, to + margin) - offset;
    if (this.scratch.length <= length) {
      this.scratch = new Float64Array(length + 1);
      this.filteredScratch = new Float64Array(length);
      this.energyScratch = new Float64Array(length);
    }
    const p = this.params;
    const filtered = bandPassHoldingGaps(
      this.samples,
      offset,
      offset + length,
      this.filteredScratch.subarray(0, length),
      this.rate,
      p.bandPassLowHz,
      p.bandPassHighHz,
    );
    const energy = slopeEnergy(
      filtered,
      p.integrationWindowSeconds * this.rate,
      this.energyScratch.subarray(0, length),
      this.scratch,
    );
    return { offset, filtered, energy };
  }

  private computeBlock(index: number): EnergyPeaks {
    const start = index * this.blockLength;
    const end = Math.min(this.samples.length, start + this.blockLength);
    const { offset, filtered, energy } = this.stretch(start, end);
    const all = energyPeaks(energy, this.spacing);
    let first = 0;
    while (first < all.length && (all[first] as number) + offset < start) first += 1;
    let last = first;
    while (last < all.length && (all[last] as number) + offset < end) last += 1;
    const count = last - first;
    const peaks: EnergyPeaks = {
      positions: new Int32Array(count),
      heights: new Float64Array(count),
      slopes: new Float64Array(count),
      fiducials: new Int32Array(count),
    };
    for (let position = 0; position < count; position += 1) {
      const local = all[first + position] as number;
      peaks.positions[position] = local + offset;
      peaks.heights[position] = energy[local] as number;
      peaks.slopes[position] = largestSlope(filtered, local, this.radius);
      peaks.fiducials[position] = largestDeflection(filtered, local, this.radius) + offset;
    }
    return peaks;
  }

  /** The energy peaks inside block `index` (kept once computed when `keep` is set). */
  block(index: number, keep = true): EnergyPeaks {
    const cached = this.cache.get(index);
    if (cached) return cached;
    const peaks = this.computeBlock(index);
    if (keep) this.cache.set(index, peaks);
    return peaks;
  }

  /**
   * The largest integrated energy within `radius` samples of each of `positions` (increasing and
   * close together: one stretch around them all is filtered, with `margin` as in `stretch`).
   */
  energyNear(positions: readonly number[], radius: number, margin = this.margin): Float64Array {
    const near = new Float64Array(positions.length);
    const first = positions[0];
    const last = positions.at(-1);
    if (first === undefined || last === undefined) return near;
    const { offset, energy } = this.stretch(Math.max(0, first - radius), last + radius + 1, margin);
    positions.forEach((position, index) => {
      const to = Math.min(energy.length - 1, position + radius - offset);
      let max = 0;
      for (let at = Math.max(0, position - radius - offset); at <= to; at += 1)
        max = Math.max(max, energy[at] as number);
      near[index] = max;
    });
    return near;
  }

  /** The largest |slope| of the band-passed lead within the refinement radius of a sample. */
  slopeNear(sample: number): number {
    const { offset, filtered } = this.stretch(sample, sample + 1);
    return largestSlope(filtered, sample - offset, this.radius);
  }

  /** The energy maximum of each of the first `learningSeconds` (HT 1986, OSEA): initial levels. */
  learningLevels(): number[] {
    const second = Math.max(1, Math.round(this.rate));
    const seconds = Math.min(this.params.learningSeconds, Math.floor(this.samples.length / second));
    if (seconds <= 0) return [];
    const { energy } = this.stretch(0, seconds * second);
    const levels: number[] = [];
    for (let start = 0; levels.length < seconds; start += second) {
      let max = 0;
      for (let index = start; index < start + second; index += 1)
        max = Math.max(max, energy[index] as number);
      levels.push(max);
    }
    return levels;
  }
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

/**
 * The largest |five-point slope| (Pan & Tompkins' derivative, as in `fivePointDerivative`; 0 at
 * the two ends) of the signal within `radius` samples of `centre`.
 */
function largestSlope(signal: Float64Array, centre: number, radius: number): number {
  let best = 0;
  const from = Math.max(2, centre - radius);
  const end = Math.min(signal.length - 3, centre + radius);
  for (let index = from; index <= end; index += 1) {
    const slope =
      (2 * ((signal[index + 1] as number) - (signal[index - 1] as number)) +
        ((signal[index + 2] as number) - (signal[index - 2] as number))) /
      8;
    best = Math.max(best, Math.abs(slope));
  }
  return best;
}
