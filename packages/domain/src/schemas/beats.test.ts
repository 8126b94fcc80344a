import { describe, expect, it } from 'vitest';
import { BEAT_REVIEW_CONFIDENCE, isBeatForReview } from './beats';

describe('isBeatForReview', () => {
  it('sends a beat to review below the limit only, and never a beat without a confidence', () => {
    expect(isBeatForReview(0.5)).toBe(true);
    expect(isBeatForReview(BEAT_REVIEW_CONFIDENCE - 0.001)).toBe(true);
    expect(isBeatForReview(BEAT_REVIEW_CONFIDENCE)).toBe(false);
    expect(isBeatForReview(1)).toBe(false);
    expect(isBeatForReview(undefined)).toBe(false);
  });
});
