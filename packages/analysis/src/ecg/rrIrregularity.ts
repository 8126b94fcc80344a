// How many successive-interval differences the measure takes: 8 (about 6 s at 80/min), the
// window of short-segment AF detectors (e.g. Petrėnas et al., Comput Biol Med 65:184-191, 2015).
const DIFFERENCES = 8;
// The third smallest of the eight: one ectopic beat in the window (three large differences: the
// early interval, the pause, the return) leaves it small, atrial fibrillation makes nearly all of
// them large. Two ectopic beats within eight intervals read as irregular too.
const LOWER_QUARTILE = 2;

/**
 * The irregularity of the last few RR intervals: the lower quartile of |RR(i) - RR(i-1)| over the
 * mean interval. The quartile keeps an isolated ectopic beat (three large differences) from counting;
 * atrial fibrillation, whose every difference is large, reads about 0.1, sinus rhythm a few
 * hundredths.
 */
export class RrIrregularity {
  private readonly differences = new Float64Array(DIFFERENCES);
  private readonly intervals = new Float64Array(DIFFERENCES);
  private readonly sorted = new Float64Array(DIFFERENCES);
  private count = 0;
  private next = 0;
  private previous = Number.NaN;

  /** Adds the next RR interval (any unit; NaN intervals are skipped). */
  push(interval: number): void {
    if (!Number.isFinite(interval)) return;
    if (Number.isFinite(this.previous)) {
      this.differences[this.next] = Math.abs(interval - this.previous);
      this.intervals[this.next] = interval;
      this.next = (this.next + 1) % DIFFERENCES;
      this.count = Math.min(DIFFERENCES, this.count + 1);
    }
    this.previous = interval;
  }

  /** The lower-quartile difference over the mean interval; 0 until the window is full. */
  value(): number {
    if (this.count < DIFFERENCES) return 0;
    let sum = 0;
    for (const interval of this.intervals) sum += interval;
    this.sorted.set(this.differences);
    this.sorted.sort();
    return (this.sorted[LOWER_QUARTILE] as number) / (sum / DIFFERENCES);
  }
}
