import { describe, expect, it } from 'vitest';
import type { EventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import { createRandom } from '../synthetic/random';
import type { Random } from '../synthetic/random';
import { analysedSeconds } from './analysedTime';
import { eventFigures } from './eventFigures';
import { holterStatistics } from './holterStatistics';

const HOUR = 3600;
const TYPES: readonly EventType[] = [
  'WAKE',
  'NOT_FOR_ANALYSIS',
  'SENSOR_NOT_FITTED',
  'APNEA_OBSTRUCTIVE',
  'HYPOPNEA',
  'DESATURATION',
  'SUPRAVENTRICULAR_ECTOPIC',
];

/** Events anywhere around the recording, some past its end or before its start. */
function randomEvents(random: Random, recordedSeconds: number): DetectedEvent[] {
  return Array.from({ length: random.integer(0, 60) }, () => {
    const startSeconds = random.uniform(-HOUR, recordedSeconds + HOUR);
    return {
      type: random.pick(TYPES),
      startSeconds,
      endSeconds: startSeconds + random.uniform(0, 4 * HOUR),
    };
  });
}

describe('analysedSeconds', () => {
  it('is never more than the recording, for any recording and examination span', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const random = createRandom(seed);
      const recordedSeconds = random.uniform(0, 96 * HOUR);
      // The stored analysed time was measured against the examination's planned span, which
      // may be longer or shorter than what was recorded.
      const plannedSeconds = random.uniform(0, 96 * HOUR);
      const storedSeconds = random.chance(0.2) ? null : plannedSeconds * random.uniform(0, 1.2);
      const events = randomEvents(random, recordedSeconds);
      for (const polygraphy of [true, false]) {
        const analysed = analysedSeconds({ events, recordedSeconds, polygraphy, storedSeconds });
        // Rates count over the span even when handed the stored time as it is.
        const figures = eventFigures({
          events,
          durationSeconds: recordedSeconds,
          polygraphy,
          analysedSeconds: storedSeconds,
        });
        const context = { seed, polygraphy, recordedSeconds, storedSeconds };
        if (analysed !== null) {
          expect(analysed, JSON.stringify(context)).toBeLessThanOrEqual(recordedSeconds);
          expect(analysed, JSON.stringify(context)).toBeGreaterThanOrEqual(0);
        }
        expect(figures.countedSeconds, JSON.stringify(context)).toBeLessThanOrEqual(
          recordedSeconds,
        );
      }
    }
  });

  it('cuts a 72 h examination’s stored time to the 24 h it recorded', () => {
    const analysed = analysedSeconds({
      events: [],
      recordedSeconds: 24 * HOUR,
      polygraphy: false,
      storedSeconds: 65.5 * HOUR,
    });
    expect(analysed).toBe(24 * HOUR);
  });

  it('is a polygraphy’s recording less its wake, whatever was stored', () => {
    const analysed = analysedSeconds({
      events: [{ type: 'WAKE', startSeconds: 0, endSeconds: HOUR }],
      recordedSeconds: 8 * HOUR,
      polygraphy: true,
      storedSeconds: 30 * HOUR,
    });
    expect(analysed).toBe(7 * HOUR);
  });

  it('is null for a recording that was never analysed', () => {
    expect(
      analysedSeconds({
        events: [],
        recordedSeconds: HOUR,
        polygraphy: false,
        storedSeconds: null,
      }),
    ).toBeNull();
  });
});

describe('holterStatistics per hour', () => {
  it('counts the ectopic beats per hour of analysed time, never of more than was recorded', () => {
    const beats = Array.from({ length: 48 }, (_, index) => ({
      sample: index * 250 * 1800,
      beatClass: index % 2 ? ('S' as const) : ('N' as const),
    }));
    const over = (analysed: number | null) =>
      holterStatistics({
        beats,
        samplingRate: 250,
        durationSeconds: 24 * HOUR,
        analysedSeconds: analysed,
      }).supraventricularPerHour;
    expect(over(12 * HOUR)).toBe(2);
    expect(over(65 * HOUR)).toBe(1);
    expect(over(null)).toBe(1);
  });
});
