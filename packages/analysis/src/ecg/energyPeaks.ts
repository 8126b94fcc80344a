/**
 * Local maxima of the integrated energy that are also the largest within `spacing` samples on
 * either side. Within a refractory period only the largest peak can be a QRS complex, so the
 * smaller ones never need a decision; this is the offline form of Hamilton & Tompkins' rule of
 * holding a peak for 200 ms in case a larger one follows (HT 1986). Of equal maxima the first
 * wins. O(n) for sparse maxima.
 */
export function energyPeaks(energy: Float64Array, spacing: number): Int32Array {
  let maxima = new Int32Array(1024);
  let maximaCount = 0;
  let previous = energy[0] as number;
  let value = energy[1] as number;
  for (let index = 1; index < energy.length - 1; index += 1) {
    const next = energy[index + 1] as number;
    const isMaximum = value > previous && value >= next;
    previous = value;
    value = next;
    if (isMaximum) {
      if (maximaCount === maxima.length) {
        const grown = new Int32Array(2 * maxima.length);
        grown.set(maxima);
        maxima = grown;
      }
      maxima[maximaCount] = index;
      maximaCount += 1;
    }
  }
  // A maximum is a peak when no earlier one within `spacing` is at least as high and no later
  // one is higher.
  const peaks = new Int32Array(maximaCount);
  let peakCount = 0;
  for (let position = 0; position < maximaCount; position += 1) {
    const index = maxima[position] as number;
    const value = energy[index] as number;
    let dominant = true;
    for (let other = position - 1; dominant && other >= 0; other -= 1) {
      const otherIndex = maxima[other] as number;
      if (index - otherIndex > spacing) break;
      if ((energy[otherIndex] as number) >= value) dominant = false;
    }
    for (let other = position + 1; dominant && other < maximaCount; other += 1) {
      const otherIndex = maxima[other] as number;
      if (otherIndex - index > spacing) break;
      if ((energy[otherIndex] as number) > value) dominant = false;
    }
    if (dominant) {
      peaks[peakCount] = index;
      peakCount += 1;
    }
  }
  return peaks.slice(0, peakCount);
}
