/**
 * A seeded pseudo-random source for the synthetic recordings: the same seed gives the same
 * recording on every machine and in every JavaScript engine.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Normally distributed with the given mean and standard deviation. */
  gaussian(mean?: number, standardDeviation?: number): number;
  /** An integer in [min, max] (both included). */
  integer(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An independent generator derived from this one, so parts of a recording can be drawn apart. */
  fork(): Random;
}

/**
 * Mulberry32 (Tommy Ettinger, public domain): a 32-bit state generator with full period 2^32,
 * fast and good enough for signal synthesis; normal deviates by the Box-Muller transform.
 * @example const random = createRandom(42); const rr = random.gaussian(0.8, 0.05);
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  let spareGaussian: number | undefined;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    gaussian: (mean = 0, standardDeviation = 1) => {
      if (spareGaussian !== undefined) {
        const value = spareGaussian;
        spareGaussian = undefined;
        return mean + standardDeviation * value;
      }
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spareGaussian = radius * Math.sin(angle);
      return mean + standardDeviation * radius * Math.cos(angle);
    },
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    fork: () => createRandom(Math.floor(next() * 4294967296)),
  };
  return random;
}
