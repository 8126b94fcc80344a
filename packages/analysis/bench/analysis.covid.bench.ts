/**
 * Benchmark `analysis.covid`: the COVID alert detectors on synthetic home recordings with ground
 * truth (several seeds per severity), scored event by event (see scoreEpisodes: a reference
 * episode is found when a detection overlaps it, widened by 60 s for vital alerts and 0.5 s for
 * cough epochs; a detection is right when it overlaps a reference episode), and the time to
 * analyse a 7-day recording.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { analyzeCovid } from '../src/covid/analyzeCovid';
import {
  SCORED_COVID_ALERTS,
  scoreCovidEvents,
  type EpisodeScore,
  type ScoredCovidAlert,
} from '../src/covid/scoreCovidEvents';
import { generateCovidRecording } from '../src/synthetic/covid/generateCovidRecording';
import type { CovidSeverity } from '../src/synthetic/covid/covidSeverity';

const SEVERITIES: CovidSeverity[] = ['well', 'mild', 'moderate', 'severe'];
const SEEDS = [1, 2, 3, 4, 5];
const DAYS = 3;
const TIMING_RUNS = 3;

const percent = (ratio: number | null) => round(100 * (ratio ?? Number.NaN), 2);
const totals = (type: ScoredCovidAlert | 'pooled') => ({
  type,
  reference: 0,
  detected: 0,
  found: 0,
  right: 0,
  fragmented: 0,
});
const pooledByType = Object.fromEntries(
  SCORED_COVID_ALERTS.map((type) => [type, totals(type)]),
) as Record<ScoredCovidAlert, ReturnType<typeof totals>>;
const pooled = totals('pooled');

function add(into: ReturnType<typeof totals>, score: EpisodeScore) {
  into.reference += score.reference;
  into.detected += score.detected;
  into.found += score.truePositives;
  into.right += score.detected - score.falsePositives;
  into.fragmented += score.fragmented;
}

for (const severity of SEVERITIES) {
  const bySeverity = totals('pooled');
  for (const seed of SEEDS) {
    const { recording, truth } = generateCovidRecording({
      seed,
      severity,
      durationSeconds: DAYS * 86_400,
    });
    const analysis = analyzeCovid(recording);
    const scores = scoreCovidEvents(truth, analysis.events);
    for (const type of SCORED_COVID_ALERTS) {
      add(pooledByType[type], scores[type]);
      add(pooled, scores[type]);
      add(bySeverity, scores[type]);
    }
  }
  reportFigure({
    bench: 'analysis.covid',
    metric: `se.${severity}`,
    value: percent(bySeverity.found / bySeverity.reference),
    unit: '%',
  });
  reportFigure({
    bench: 'analysis.covid',
    metric: `ppv.${severity}`,
    value: percent(bySeverity.right / bySeverity.detected),
    unit: '%',
  });
  // PPV depends on how much there is to find; a well patient's false alerts are better read per day.
  reportFigure({
    bench: 'analysis.covid',
    metric: `false_alerts_per_day.${severity}`,
    value: round((bySeverity.detected - bySeverity.right) / (SEEDS.length * DAYS), 2),
    unit: 'alerts/day',
  });
  reportFigure({
    bench: 'analysis.covid',
    metric: `episodes.${severity}`,
    value: bySeverity.reference,
    unit: 'episodes',
  });
}

for (const total of [...Object.values(pooledByType), pooled]) {
  reportFigure({
    bench: 'analysis.covid',
    metric: `se.${total.type}`,
    value: percent(total.found / total.reference),
    unit: '%',
  });
  reportFigure({
    bench: 'analysis.covid',
    metric: `ppv.${total.type}`,
    value: percent(total.right / total.detected),
    unit: '%',
  });
  reportFigure({
    bench: 'analysis.covid',
    metric: `episodes.${total.type}`,
    value: total.reference,
    unit: 'episodes',
  });
  reportFigure({
    bench: 'analysis.covid',
    metric: `fragmented.${total.type}`,
    value: total.fragmented,
    unit: 'episodes',
  });
}

// 7 days of a moderate patient: generation once, analysis timed (median of runs).
const week = generateCovidRecording({ seed: 7, severity: 'moderate', durationSeconds: 7 * 86_400 });
const analysisMs: number[] = [];
for (let run = 0; run < TIMING_RUNS; run += 1) {
  const started = performance.now();
  analyzeCovid(week.recording);
  analysisMs.push(performance.now() - started);
}
reportFigure({
  bench: 'analysis.covid',
  metric: 'analyze.7days',
  value: round(percentile(analysisMs, 50), 0),
  unit: 'ms',
});
