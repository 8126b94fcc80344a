import { beforeAll, describe, expect, it } from 'vitest';
import { generateCovidRecording } from '../synthetic/covid/generateCovidRecording';
import { analyzeCovid } from './analyzeCovid';
import { SCORED_COVID_ALERTS, scoreCovidEvents } from './scoreCovidEvents';

/**
 * Floors a little below what `corepack pnpm bench analysis.covid` measures on longer recordings
 * (see docs/benchmarks.md), on four 12-hour synthetic recordings so the test stays fast. Matching
 * rule: scoreEpisodes (overlap, 60 s collar for vitals, 0.5 s for cough epochs).
 */
describe('analyzeCovid accuracy on synthetic recordings with ground truth', () => {
  const totals = {
    vitals: { reference: 0, found: 0, detected: 0, right: 0 },
    cough: { reference: 0, found: 0, detected: 0, right: 0 },
  };
  beforeAll(() => {
    for (const severity of ['moderate', 'severe'] as const) {
      for (const seed of [101, 102]) {
        const { recording, truth } = generateCovidRecording({
          seed,
          severity,
          durationSeconds: 12 * 3600,
        });
        const scores = scoreCovidEvents(truth, analyzeCovid(recording).events);
        for (const type of SCORED_COVID_ALERTS) {
          const into = type === 'COUGH' ? totals.cough : totals.vitals;
          into.reference += scores[type].reference;
          into.found += scores[type].truePositives;
          into.detected += scores[type].detected;
          into.right += scores[type].detected - scores[type].falsePositives;
        }
      }
    }
  });

  it('finds the vital-sign alert episodes (Se ≥ 90 %, PPV ≥ 95 %)', () => {
    expect(totals.vitals.reference).toBeGreaterThan(30);
    expect(totals.vitals.found / totals.vitals.reference).toBeGreaterThanOrEqual(0.9);
    expect(totals.vitals.right / totals.vitals.detected).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the cough epochs (Se ≥ 92 %, PPV ≥ 92 %)', () => {
    expect(totals.cough.reference).toBeGreaterThan(100);
    expect(totals.cough.found / totals.cough.reference).toBeGreaterThanOrEqual(0.92);
    expect(totals.cough.right / totals.cough.detected).toBeGreaterThanOrEqual(0.92);
  });
});
