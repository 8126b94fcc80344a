import { describe, expect, it } from 'vitest';
import type { CovidEventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import { scoreCovidEvents, scoreEpisodes } from './scoreCovidEvents';

const episode = (startSeconds: number, endSeconds: number) => ({ startSeconds, endSeconds });

describe('scoreEpisodes', () => {
  it('matches overlapping episodes and counts misses and false alarms', () => {
    const score = scoreEpisodes(
      [episode(100, 500), episode(1000, 1400), episode(3000, 3400)],
      [episode(200, 600), episode(2000, 2400), episode(3350, 3700)],
      0,
    );
    expect(score).toMatchObject({
      reference: 3,
      detected: 3,
      truePositives: 2,
      falseNegatives: 1,
      falsePositives: 1,
      fragmented: 0,
    });
    expect(score.sensitivity).toBeCloseTo(2 / 3);
    expect(score.positivePredictivity).toBeCloseTo(2 / 3);
  });

  it('matches within the collar and not beyond it', () => {
    expect(scoreEpisodes([episode(100, 500)], [episode(550, 900)], 60).truePositives).toBe(1);
    expect(scoreEpisodes([episode(100, 500)], [episode(561, 900)], 60).truePositives).toBe(0);
  });

  it('counts a split detection once for sensitivity and reports the split', () => {
    const score = scoreEpisodes([episode(0, 1000)], [episode(0, 400), episode(600, 1000)], 0);
    expect(score).toMatchObject({ truePositives: 1, falsePositives: 0, fragmented: 1 });
    expect(score.positivePredictivity).toBe(1);
  });

  it('has no ratios without episodes', () => {
    const score = scoreEpisodes([], [], 0);
    expect(score.sensitivity).toBeNull();
    expect(score.positivePredictivity).toBeNull();
  });
});

describe('scoreCovidEvents', () => {
  it('scores each alert type separately with its collar', () => {
    const event = (
      type: CovidEventType,
      start: number,
      end: number,
    ): DetectedEvent<CovidEventType> => ({
      type,
      startSeconds: start,
      endSeconds: end,
    });
    const scores = scoreCovidEvents(
      [event('HIGH_HEART_RATE', 100, 500), event('COUGH', 50, 51)],
      [event('LOW_SPO2', 100, 500), event('COUGH', 51.4, 52), event('SAMPLE_15_MINUTES', 0, 900)],
    );
    expect(scores.HIGH_HEART_RATE.falseNegatives).toBe(1);
    expect(scores.LOW_SPO2.falsePositives).toBe(1);
    expect(scores.COUGH.truePositives).toBe(1);
  });
});
