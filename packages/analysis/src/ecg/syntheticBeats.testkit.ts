/** One beat of {@link testEcg}: its R-peak time and whether it is a normal or ventricular beat. */
export interface TestBeat {
  seconds: number;
  beatClass: 'N' | 'V';
}

const gaussian = (t: number, centre: number, width: number) =>
  Math.exp(-(((t - centre) / width) ** 2) / 2);

/**
 * A crude two-lead ECG for the classifier and pipeline tests: narrow normal beats with P and T
 * waves, and wide ventricular beats of another axis (negative in the first lead, positive in the
 * second), at the given times.
 */
export function testEcg(beats: readonly TestBeat[], seconds: number, rate: number): Float32Array[] {
  const first = new Float32Array(Math.round(seconds * rate));
  const second = new Float32Array(first.length);
  for (const beat of beats) {
    const centre = beat.seconds * rate;
    const from = Math.max(0, Math.floor(centre - 0.3 * rate));
    const to = Math.min(first.length, Math.ceil(centre + 0.5 * rate));
    const wave = (t: number, offset: number, width: number) =>
      gaussian(t, centre + offset * rate, width * rate);
    for (let t = from; t < to; t += 1) {
      if (beat.beatClass === 'N') {
        first[t] =
          (first[t] as number) +
          1.2 * wave(t, 0, 0.01) +
          0.25 * wave(t, 0.25, 0.05) +
          0.1 * wave(t, -0.16, 0.02);
        second[t] = (second[t] as number) - 0.6 * wave(t, 0, 0.012) + 0.15 * wave(t, 0.25, 0.05);
      } else {
        first[t] =
          (first[t] as number) -
          1.4 * wave(t, 0, 0.03) +
          0.9 * wave(t, 0.05, 0.025) -
          0.35 * wave(t, 0.3, 0.06);
        second[t] = (second[t] as number) + 1.5 * wave(t, 0, 0.035) - 0.3 * wave(t, 0.3, 0.06);
      }
    }
  }
  return [first, second];
}
