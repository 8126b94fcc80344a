/** Seeded test signals for the pyramid tests (not exported from the package). */

/** Mulberry32: a small seeded generator, so every failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random-walk signal with NaN gaps: runs of 1 to `maxGap` NaN samples start with probability
 * `gapChance` at each sample, so some buckets are partly and some wholly missing.
 */
export function signalWithGaps(
  length: number,
  seed: number,
  { gapChance = 0.002, maxGap = 200 } = {},
): Float32Array {
  const next = seededRandom(seed);
  const samples = new Float32Array(length);
  let level = 0;
  for (let index = 0; index < length; index += 1) {
    if (next() < gapChance) {
      const gap = 1 + Math.floor(next() * maxGap);
      samples.fill(Number.NaN, index, Math.min(length, index + gap));
      index += gap - 1;
      continue;
    }
    level += next() - 0.5;
    samples[index] = level + 3 * Math.sin(index / 37);
  }
  return samples;
}

/** Min and max of the valid samples in [from, to), or NaN for both when there are none. */
export function bruteMinMax(samples: Float32Array, from: number, to: number): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let index = Math.max(0, from); index < Math.min(samples.length, to); index += 1) {
    const value = samples[index] ?? Number.NaN;
    if (Number.isNaN(value)) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return min <= max ? [min, max] : [Number.NaN, Number.NaN];
}
