const twiddleCache = new Map<number, { cos: Float64Array; sin: Float64Array }>();

/** True for 1, 2, 4, 8, ... — the lengths a radix-2 FFT accepts. */
export function isPowerOfTwo(length: number): boolean {
  return Number.isInteger(length) && length > 0 && (length & (length - 1)) === 0;
}

/** The smallest power of two at least `length` (1 for lengths below 1). */
export function nextPowerOfTwo(length: number): number {
  let power = 1;
  while (power < length) power *= 2;
  return power;
}

function twiddles(length: number): { cos: Float64Array; sin: Float64Array } {
  let table = twiddleCache.get(length);
  if (!table) {
    const half = length / 2;
    table = { cos: new Float64Array(half), sin: new Float64Array(half) };
    for (let k = 0; k < half; k += 1) {
      table.cos[k] = Math.cos((2 * Math.PI * k) / length);
      table.sin[k] = Math.sin((2 * Math.PI * k) / length);
    }
    twiddleCache.set(length, table);
  }
  return table;
}

/**
 * Forward discrete Fourier transform X[k] = Σ x[n]·e^(−2πikn/N), computed in place by the
 * iterative radix-2 Cooley–Tukey algorithm (bit-reversal permutation, then log2 N butterfly
 * stages). O(N log N); the twiddle factors of each length are computed once and cached.
 * @param real the real parts, replaced by the real parts of the transform
 * @param imaginary the imaginary parts (same length, a power of two), replaced likewise
 */
export function fftInPlace(real: Float64Array, imaginary: Float64Array): void {
  const length = real.length;
  if (imaginary.length !== length) throw new RangeError('real and imaginary lengths differ');
  if (!isPowerOfTwo(length)) throw new RangeError('FFT length must be a power of two');
  for (let index = 1, reversed = 0; index < length; index += 1) {
    let bit = length >> 1;
    for (; reversed & bit; bit >>= 1) reversed ^= bit;
    reversed ^= bit;
    if (index < reversed) {
      const re = real[index] as number;
      real[index] = real[reversed] as number;
      real[reversed] = re;
      const im = imaginary[index] as number;
      imaginary[index] = imaginary[reversed] as number;
      imaginary[reversed] = im;
    }
  }
  const { cos, sin } = twiddles(length);
  for (let size = 2; size <= length; size *= 2) {
    const half = size / 2;
    const step = length / size;
    for (let start = 0; start < length; start += size) {
      for (let offset = 0; offset < half; offset += 1) {
        const wr = cos[offset * step] as number;
        const wi = -(sin[offset * step] as number);
        const even = start + offset;
        const odd = even + half;
        const oddRe = real[odd] as number;
        const oddIm = imaginary[odd] as number;
        const tr = wr * oddRe - wi * oddIm;
        const ti = wr * oddIm + wi * oddRe;
        const evenRe = real[even] as number;
        const evenIm = imaginary[even] as number;
        real[odd] = evenRe - tr;
        imaginary[odd] = evenIm - ti;
        real[even] = evenRe + tr;
        imaginary[even] = evenIm + ti;
      }
    }
  }
}
