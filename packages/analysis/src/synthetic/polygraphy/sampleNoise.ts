/**
 * Counter-based noise: the value for sample `index` of a stream depends only on the stream's key
 * and the index, never on what was drawn before. That is what lets a long recording be rendered
 * in chunks that join up exactly with a one-shot render.
 */

/** lowbias32, an integer hash with near-ideal avalanche (Chris Wellons, hash-prospector, 2018). */
export function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The key of one noise stream of one recording. */
export function noiseKey(seed: number, stream: number): number {
  return mix32((seed >>> 0) ^ mix32(stream + 0x9e3779b9));
}

/**
 * Approximately standard-normal noise for sample `index` of the stream `key`: the Irwin-Hall sum
 * of four 16-bit uniforms, rescaled to unit variance (tails end at ±3.46, which is fine for
 * sensor noise and cheaper than Box-Muller).
 */
export function gaussianAt(key: number, index: number): number {
  const first = mix32(key ^ mix32(index));
  const second = mix32(first ^ 0x68e31da4);
  const sum = (first & 0xffff) + (first >>> 16) + (second & 0xffff) + (second >>> 16);
  return (sum / 65536 - 2) * Math.sqrt(3);
}
