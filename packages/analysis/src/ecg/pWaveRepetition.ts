import { bestCorrelation } from './beatMorphology';
import { RecentMean } from './recentMean';

// A sinus (or any atrial) rhythm repeats its P wave from beat to beat: the windows before two
// successive normal beats correlate closely. Atrial fibrillation has no P wave, and its
// f waves fall at random before each QRS: successive windows are unrelated. A beat counts as a
// repeat at 0.7: on the development records, 98 % of the irregular beats in atrial fibrillation or
// flutter saw fewer than half of their last 16 repeat, against 7 % of the irregular beats in
// other rhythms.
const REPEAT_MATCH = 0.7;
const RECENT_BEATS = 16;

/**
 * Whether the recent beats of the underlying rhythm carry a P wave that repeats: the share of the
 * last 16 whose P window (before the QRS, aligned as the classifier aligns it) correlates at 0.7 or
 * more with the previous one's. Low in atrial fibrillation and wherever the P wave is lost in
 * noise; 1 until two windows were seen.
 * @example
 * const repetition = new PWaveRepetition(80);
 * repetition.add(pWindow); // for each on-time normal beat
 * const fibrillationLikely = repetition.share() < 0.5;
 */
export class PWaveRepetition {
  private readonly last: Float64Array;
  private hasLast = false;
  private readonly repeats = new RecentMean(RECENT_BEATS);

  constructor(windowLength: number) {
    this.last = new Float64Array(windowLength);
  }

  /** Adds the P window of an on-time normal beat (`windowLength` samples). */
  add(window: Float64Array): void {
    if (this.hasLast)
      this.repeats.push(bestCorrelation(window, this.last, 0).correlation >= REPEAT_MATCH ? 1 : 0);
    this.last.set(window);
    this.hasLast = true;
  }

  /** The share of the recent beats whose P window repeated the one before. */
  share(): number {
    return this.repeats.mean(1);
  }
}
