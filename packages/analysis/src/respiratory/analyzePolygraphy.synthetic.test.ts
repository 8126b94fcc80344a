import { describe, expect, it } from 'vitest';
import { generatePolygraphy } from '../synthetic/polygraphy/generatePolygraphy';
import type { PolygraphySeverity } from '../synthetic/polygraphy/polygraphyTypes';
import {
  scorePolygraphyAnalysis,
  syntheticPolygraphySignals,
} from '../synthetic/polygraphy/scorePolygraphyAnalysis';
import { analyzePolygraphy } from './analyzePolygraphy';

// Floors a little below what `corepack pnpm bench analysis.respiratory` measures on 8 h nights
// (docs/benchmarks.md), on 2 h recordings so the file stays fast.
const SECONDS = 2 * 3600;
const SEVERITIES: PolygraphySeverity[] = ['normal', 'mild', 'moderate', 'severe'];

describe('analyzePolygraphy on synthetic recordings with ground truth', () => {
  const scores = SEVERITIES.map((severity) => {
    const recording = generatePolygraphy({ seed: 31, durationSeconds: SECONDS, severity });
    const analysis = analyzePolygraphy(syntheticPolygraphySignals(recording), {
      minimumAnalysedSeconds: 3600,
    });
    const truthSnores = recording.groundTruth.snores.length;
    return { severity, analysis, truthSnores, score: scorePolygraphyAnalysis(recording, analysis) };
  });
  const pooled = (
    pick: (score: (typeof scores)[number]['score']) => {
      truePositives: number;
      falseNegatives: number;
      falsePositives: number;
    },
  ) => {
    const total = { truePositives: 0, falseNegatives: 0, falsePositives: 0 };
    for (const { score } of scores) {
      const part = pick(score);
      total.truePositives += part.truePositives;
      total.falseNegatives += part.falseNegatives;
      total.falsePositives += part.falsePositives;
    }
    return {
      sensitivity: total.truePositives / (total.truePositives + total.falseNegatives),
      positivePredictivity: total.truePositives / (total.truePositives + total.falsePositives),
    };
  };

  it('finds apneas and hypopneas with sensitivity and PPV of at least 95 %', () => {
    const respiratory = pooled((score) => score.respiratory);
    expect(respiratory.sensitivity).toBeGreaterThanOrEqual(0.95);
    expect(respiratory.positivePredictivity).toBeGreaterThanOrEqual(0.95);
    const typed = pooled((score) => score.apneaTyped);
    expect(typed.sensitivity).toBeGreaterThanOrEqual(0.95);
    expect(typed.positivePredictivity).toBeGreaterThanOrEqual(0.95);
    const hypopnea = pooled((score) => score.hypopnea);
    expect(hypopnea.sensitivity).toBeGreaterThanOrEqual(0.9);
    expect(hypopnea.positivePredictivity).toBeGreaterThanOrEqual(0.9);
  });

  it('finds desaturations and snores with sensitivity and PPV of at least 95 %', () => {
    for (const pick of [
      (score: (typeof scores)[number]['score']) => score.desaturation,
      (score: (typeof scores)[number]['score']) => score.snore,
    ]) {
      const { sensitivity, positivePredictivity } = pooled(pick);
      expect(sensitivity).toBeGreaterThanOrEqual(0.95);
      expect(positivePredictivity).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('gets the AHI within 2 events/h of the truth in every severity band', () => {
    for (const { severity, score } of scores)
      expect(Math.abs(score.detectedAhi! - score.truthAhi), severity).toBeLessThan(2);
  });

  it('reports the statistics it can compute', () => {
    const severe = scores.at(-1)!.analysis;
    expect(severe.statistics.odi3).toBeGreaterThanOrEqual(severe.statistics.odi4!);
    expect(severe.statistics.odi4).toBeGreaterThan(20);
    expect(severe.statistics.saturation?.minimumSaturation).toBeLessThan(92);
    expect(severe.statistics.saturation?.t90Seconds).toBeGreaterThan(0);
    expect(severe.statistics.longestApneaSeconds).toBeGreaterThanOrEqual(
      severe.statistics.averageApneaSeconds!,
    );
    for (const { analysis, truthSnores } of scores) {
      const { snoreIndex } = analysis.statistics.snore;
      if (truthSnores === 0) expect(snoreIndex).toBe(0);
      else
        expect(snoreIndex! * (analysis.statistics.analysedSeconds / 3600)).toBeCloseTo(
          truthSnores,
          -1,
        );
    }
    expect(severe.pulse.maximumPulse).toBeGreaterThan(severe.pulse.averagePulse!);
    expect(severe.events.some((event) => event.type === 'WAKE')).toBe(true);
  });
});
