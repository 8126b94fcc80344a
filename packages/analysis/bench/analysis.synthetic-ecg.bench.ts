/**
 * Benchmark `analysis.synthetic-ecg`: how long the seeded synthetic ECG generator takes to make
 * a 24-hour, 2-lead, 250 Hz Holter recording (the `arrhythmic` preset, default noise), whole and
 * streamed in 60 s blocks. Wall-clock seconds are the headline figure; CPU seconds are reported
 * beside them because shared CI machines stretch wall-clock time.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { holterScenario } from '../src/synthetic/ecg/holterScenario';
import { generateSyntheticEcg, planSyntheticEcg } from '../src/synthetic/ecg/syntheticEcg';

const RUNS = 3;
const scenario = holterScenario('arrhythmic', { durationSeconds: 86_400, seed: 1 });

const wallSeconds: number[] = [];
const cpuSeconds: number[] = [];
let beats = 0;
for (let run = 0; run < RUNS; run += 1) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const ecg = generateSyntheticEcg(scenario);
  wallSeconds.push((performance.now() - started) / 1000);
  const cpu = process.cpuUsage(cpuBefore);
  cpuSeconds.push((cpu.user + cpu.system) / 1e6);
  beats = ecg.beats.length;
}

const planStarted = performance.now();
const plan = planSyntheticEcg(scenario);
const planSeconds = (performance.now() - planStarted) / 1000;
const streamStarted = performance.now();
let streamedSamples = 0;
for (const chunk of plan.chunks(60)) streamedSamples += chunk.signals[0]?.length ?? 0;
const streamSeconds = (performance.now() - streamStarted) / 1000;

const bench = 'analysis.synthetic-ecg';
reportFigure({
  bench,
  metric: 'holter-24h.generate',
  value: round(percentile(wallSeconds, 50), 2),
  unit: 's',
});
reportFigure({
  bench,
  metric: 'holter-24h.generate-cpu',
  value: round(percentile(cpuSeconds, 50), 2),
  unit: 's',
});
reportFigure({ bench, metric: 'holter-24h.plan', value: round(planSeconds, 3), unit: 's' });
reportFigure({
  bench,
  metric: 'holter-24h.stream-60s-blocks',
  value: round(streamSeconds, 2),
  unit: 's',
});
reportFigure({ bench, metric: 'holter-24h.beats', value: beats, unit: 'beats' });
reportFigure({
  bench,
  metric: 'holter-24h.samples-per-lead',
  value: streamedSamples,
  unit: 'samples',
});
