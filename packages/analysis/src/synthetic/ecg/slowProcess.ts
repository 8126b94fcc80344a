import type { Random } from '../random';

/**
 * A slowly varying random process sampled on a regular time grid and read at any later time by
 * linear interpolation. Reads must not go back in time (beats and samples are generated in
 * order), which keeps memory constant for recordings of any length and makes two processes
 * built from the same seed agree exactly.
 */
export class SlowProcess {
  private index = 0;
  private current: number;
  private following: number;

  /**
   * @param stepSeconds grid spacing
   * @param step returns the next grid value (called once per grid point, in order)
   */
  constructor(
    private readonly stepSeconds: number,
    private readonly step: () => number,
  ) {
    this.current = step();
    this.following = step();
  }

  /** The value at `seconds` (>= 0 and >= every earlier read). */
  valueAt(seconds: number): number {
    return this.valueAtPosition(Math.max(0, seconds) / this.stepSeconds);
  }

  /**
   * Writes the values at consecutive samples `startSample`, `startSample + 1`, ... into `out`.
   * Each value depends only on its sample index, so any split into blocks gives the same values.
   */
  fillSamples(out: Float64Array, startSample: number, samplingRate: number): void {
    const gridPerSample = 1 / (samplingRate * this.stepSeconds);
    for (let index = 0; index < out.length; index += 1)
      out[index] = this.valueAtPosition((startSample + index) * gridPerSample);
  }

  private valueAtPosition(position: number): number {
    if (position < this.index) throw new RangeError('SlowProcess read back in time');
    while (position >= this.index + 1) {
      this.index += 1;
      this.current = this.following;
      this.following = this.step();
    }
    return this.current + (this.following - this.current) * (position - this.index);
  }
}

/**
 * A first-order autoregressive (Ornstein-Uhlenbeck) process with unit variance and the given
 * time constant, sampled every `stepSeconds`: low-pass filtered noise, flat below 1/(2π τ) Hz.
 */
export function firstOrderNoise(
  random: Random,
  stepSeconds: number,
  timeConstantSeconds: number,
): SlowProcess {
  const decay = Math.exp(-stepSeconds / timeConstantSeconds);
  const innovation = Math.sqrt(1 - decay * decay);
  let value = random.gaussian();
  return new SlowProcess(stepSeconds, () => {
    const result = value;
    value = decay * value + innovation * random.gaussian();
    return result;
  });
}

/**
 * A second-order autoregressive resonator with unit variance: narrow-band noise centred on
 * `centreHz` with a -3 dB bandwidth of about `bandwidthHz` (pole radius exp(-π B Δt)). ECGSYN
 * draws its LF component as such a narrow spectral peak (McSharry PE et al., IEEE Trans Biomed
 * Eng 50(3):289-294, 2003).
 */
export function resonantNoise(
  random: Random,
  stepSeconds: number,
  centreHz: number,
  bandwidthHz: number,
): SlowProcess {
  const radius = Math.exp(-Math.PI * bandwidthHz * stepSeconds);
  const a1 = 2 * radius * Math.cos(2 * Math.PI * centreHz * stepSeconds);
  const a2 = -radius * radius;
  // Stationary variance of y[n] = a1 y[n-1] + a2 y[n-2] + e[n] with unit innovations.
  const variance = (1 - a2) / ((1 + a2) * ((1 - a2) ** 2 - a1 * a1));
  const innovation = 1 / Math.sqrt(variance);
  let previous = random.gaussian();
  let beforePrevious = random.gaussian();
  return new SlowProcess(stepSeconds, () => {
    const value = a1 * previous + a2 * beforePrevious + innovation * random.gaussian();
    beforePrevious = previous;
    previous = value;
    return value;
  });
}

/**
 * 1/f ("pink") noise with unit variance between roughly 1/(2π·960 s) and 1/(2π·30 s): the sum of
 * six equal-variance first-order processes an octave apart in time constant, each of which
 * covers one octave of the 1/f spectrum.
 */
export function pinkNoise(random: Random, stepSeconds: number): SlowProcess {
  const octaves = 6;
  const processes = Array.from({ length: octaves }, (_, octave) =>
    firstOrderNoise(random.fork(), stepSeconds, 30 * 2 ** octave),
  );
  const scale = 1 / Math.sqrt(octaves);
  let time = 0;
  return new SlowProcess(stepSeconds, () => {
    let sum = 0;
    for (const process of processes) sum += process.valueAt(time);
    time += stepSeconds;
    return sum * scale;
  });
}
