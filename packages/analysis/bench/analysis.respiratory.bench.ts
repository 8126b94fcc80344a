/**
 * Benchmark `analysis.respiratory`: the polygraphy detectors against the ground truth of seeded
 * synthetic 8 h recordings, three seeds per AASM severity band. Event matching (scoreEvents): one
 * to one, a pair matches when the events overlap by at least half of the shorter one or start
 * within 5 s; apneas "typed" must also agree on obstructive / central / mixed. Truth AHI counts
 * every apnea and every hypopnea with a desaturation of at least the rule's percent, per hour of
 * recording outside wake and sensor drop-outs (groundTruthAhi); the detected AHI is
 * analyzePolygraphy's statistics.ahi. Rule 1A (3 %) is the default; the 4 % rule is run too.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { analyzePolygraphy } from '../src/respiratory/analyzePolygraphy';
import type { EventScore } from '../src/respiratory/scoreEvents';
import { generatePolygraphy } from '../src/synthetic/polygraphy/generatePolygraphy';
import type { PolygraphySeverity } from '../src/synthetic/polygraphy/polygraphyTypes';
import {
  scorePolygraphyAnalysis,
  syntheticPolygraphySignals,
  type PolygraphyScore,
} from '../src/synthetic/polygraphy/scorePolygraphyAnalysis';

const BENCH = 'analysis.respiratory';
const SEVERITIES: PolygraphySeverity[] = ['normal', 'mild', 'moderate', 'severe'];
const SEEDS = [101, 202, 303];
const HOURS = 8;

type Tally = { truePositives: number; falseNegatives: number; falsePositives: number };
const tallies = new Map<string, Tally>();
const add = (name: string, score: EventScore) => {
  const tally = tallies.get(name) ?? { truePositives: 0, falseNegatives: 0, falsePositives: 0 };
  tally.truePositives += score.truePositives;
  tally.falseNegatives += score.falseNegatives;
  tally.falsePositives += score.falsePositives;
  tallies.set(name, tally);
};
const percent = (part: number, whole: number) =>
  round(whole > 0 ? (100 * part) / whole : Number.NaN, 2);
const reportTally = (name: string, tally: Tally) => {
  const { truePositives, falseNegatives, falsePositives } = tally;
  reportFigure({
    bench: BENCH,
    metric: `se.${name}`,
    value: percent(truePositives, truePositives + falseNegatives),
    unit: '%',
  });
  reportFigure({
    bench: BENCH,
    metric: `ppv.${name}`,
    value: percent(truePositives, truePositives + falsePositives),
    unit: '%',
  });
  reportFigure({
    bench: BENCH,
    metric: `events.${name}`,
    value: truePositives + falseNegatives,
    unit: 'events',
  });
};

const ahiErrors4: number[] = [];
for (const severity of SEVERITIES) {
  const severityTally: Tally = { truePositives: 0, falseNegatives: 0, falsePositives: 0 };
  const errors: number[] = [];
  const truths: number[] = [];
  for (const seed of SEEDS) {
    const recording = generatePolygraphy({ seed, durationSeconds: HOURS * 3600, severity });
    const signals = syntheticPolygraphySignals(recording);
    const score: PolygraphyScore = scorePolygraphyAnalysis(recording, analyzePolygraphy(signals));
    add('pooled', score.respiratory);
    add('apnea', score.apnea);
    add('apnea-typed', score.apneaTyped);
    add('obstructive', score.apneaByType.APNEA_OBSTRUCTIVE);
    add('central', score.apneaByType.APNEA_CENTRAL);
    add('mixed', score.apneaByType.APNEA_MIXED);
    add('hypopnea', score.hypopnea);
    add('desaturation', score.desaturation);
    add('snore', score.snore);
    severityTally.truePositives += score.respiratory.truePositives;
    severityTally.falseNegatives += score.respiratory.falseNegatives;
    severityTally.falsePositives += score.respiratory.falsePositives;
    errors.push(Math.abs((score.detectedAhi ?? Number.NaN) - score.truthAhi));
    truths.push(score.truthAhi);
    const fourPercent = scorePolygraphyAnalysis(
      recording,
      analyzePolygraphy(signals, { params: { desaturation_drop_percent: 4 } }),
      4,
    );
    add('hypopnea-4pct', fourPercent.hypopnea);
    ahiErrors4.push(Math.abs((fourPercent.detectedAhi ?? Number.NaN) - fourPercent.truthAhi));
  }
  reportTally(severity, severityTally);
  reportFigure({
    bench: BENCH,
    metric: `ahi.truth.mean.${severity}`,
    value: round(truths.reduce((a, b) => a + b, 0) / truths.length, 1),
    unit: 'events/h',
  });
  reportFigure({
    bench: BENCH,
    metric: `ahi.error.mean.${severity}`,
    value: round(errors.reduce((a, b) => a + b, 0) / errors.length, 2),
    unit: 'events/h',
  });
  reportFigure({
    bench: BENCH,
    metric: `ahi.error.max.${severity}`,
    value: round(percentile(errors, 100), 2),
    unit: 'events/h',
  });
}
for (const [name, tally] of tallies) reportTally(name, tally);
reportFigure({
  bench: BENCH,
  metric: 'ahi.error.max.4pct',
  value: round(percentile(ahiErrors4, 100), 2),
  unit: 'events/h',
});
