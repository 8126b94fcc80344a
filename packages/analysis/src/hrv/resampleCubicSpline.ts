/**
 * Resamples an unevenly sampled series onto an even grid with a natural cubic spline (second
 * derivative 0 at both ends), the interpolation Kubios HRV uses before spectral analysis of the
 * NN tachogram. The grid starts at `times[0]` and steps by 1/`samplingRate` up to the last time.
 * O(n + m): one tridiagonal solve (Thomas algorithm), then a single forward walk.
 * @param times strictly increasing sample times in seconds
 * @param values the values at those times
 * @param samplingRate output samples per second
 */
export function resampleCubicSpline(
  times: Float64Array,
  values: Float64Array,
  samplingRate: number,
): Float64Array {
  const count = times.length;
  if (values.length !== count) throw new RangeError('times and values lengths differ');
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  if (count === 0) return new Float64Array(0);
  if (count === 1) return Float64Array.of(values[0] as number);
  const t = (index: number) => times[index] as number;
  const y = (index: number) => values[index] as number;
  // Second derivatives m[i]; natural ends m[0] = m[n−1] = 0.
  const second = new Float64Array(count);
  const diagonal = new Float64Array(count);
  const rightSide = new Float64Array(count);
  for (let index = 1; index < count - 1; index += 1) {
    const before = t(index) - t(index - 1);
    const after = t(index + 1) - t(index);
    diagonal[index] = 2 * (before + after);
    rightSide[index] = 6 * ((y(index + 1) - y(index)) / after - (y(index) - y(index - 1)) / before);
    if (index > 1) {
      const factor = before / (diagonal[index - 1] as number);
      diagonal[index] = (diagonal[index] as number) - factor * before;
      rightSide[index] = (rightSide[index] as number) - factor * (rightSide[index - 1] as number);
    }
  }
  for (let index = count - 2; index >= 1; index -= 1) {
    const after = t(index + 1) - t(index);
    const next = index + 1 < count - 1 ? (second[index + 1] as number) : 0;
    second[index] = ((rightSide[index] as number) - after * next) / (diagonal[index] as number);
  }
  const start = t(0);
  const outputCount = Math.floor((t(count - 1) - start) * samplingRate + 1e-9) + 1;
  const output = new Float64Array(outputCount);
  let segment = 0;
  for (let sample = 0; sample < outputCount; sample += 1) {
    const time = start + sample / samplingRate;
    while (segment < count - 2 && time > t(segment + 1)) segment += 1;
    const width = t(segment + 1) - t(segment);
    const a = (t(segment + 1) - time) / width;
    const b = 1 - a;
    const m0 = second[segment] as number;
    const m1 = second[segment + 1] as number;
    output[sample] =
      a * y(segment) +
      b * y(segment + 1) +
      (((a * a * a - a) * m0 + (b * b * b - b) * m1) * width * width) / 6;
  }
  return output;
}
