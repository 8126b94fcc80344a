/**
 * Benchmark `analysis.holter-24h`: the whole Holter analysis (QRS detection on both leads, beat
 * classification, rhythm episodes, counts, heart rate, HRV) of a 24-hour, 2-lead, 250 Hz
 * recording on one core. The input is the seeded synthetic generator's `arrhythmic` 24 h Holter
 * (AF and flutter paroxysms, VT and SVT runs, bigeminy, trigeminy, pauses, artifacts); its ground
 * truth also gives the VEB agreement of the run. Goal: under 3 s.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { analyzeHolter } from '../src/holter/analyzeHolter';
import { scoreBeatClass } from '../src/scoring/scoreBeatClass';
import { holterScenario } from '../src/synthetic/ecg/holterScenario';
import { generateSyntheticEcg } from '../src/synthetic/ecg/syntheticEcg';

const RUNS = 3;
const ecg = generateSyntheticEcg(holterScenario('arrhythmic', { durationSeconds: 86_400 }));
const leads = ecg.signals.slice(0, 2);

const seconds: number[] = [];
// CPU time too: on a shared machine the wall clock also counts other processes' turns.
const cpuSeconds: number[] = [];
let report = analyzeHolter({ leads, samplingRate: ecg.samplingRate });
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  report = analyzeHolter({ leads, samplingRate: ecg.samplingRate });
  const cpu = process.cpuUsage(cpuStarted);
  seconds.push((performance.now() - started) / 1000);
  cpuSeconds.push((cpu.user + cpu.system) / 1e6);
}

// p50 of the runs; the CPU time (user + system of this process) is the cost on one core, the
// wall time also counts other processes' turns on a shared machine.
reportFigure({
  bench: 'analysis.holter-24h',
  metric: 'seconds.cpu',
  value: round(percentile(cpuSeconds, 50), 2),
  unit: 's',
});
reportFigure({
  bench: 'analysis.holter-24h',
  metric: 'seconds.wall',
  value: round(percentile(seconds, 50), 2),
  unit: 's',
});
reportFigure({
  bench: 'analysis.holter-24h',
  metric: 'samples',
  value: leads.reduce((sum, lead) => sum + lead.length, 0),
  unit: 'samples',
});
reportFigure({
  bench: 'analysis.holter-24h',
  metric: 'beats',
  value: report.counts.total,
  unit: 'beats',
});
reportFigure({
  bench: 'analysis.holter-24h',
  metric: 'beats.truth',
  value: ecg.beats.length,
  unit: 'beats',
});
const veb = scoreBeatClass(
  // The generator's AAMI classes are also MIT-BIH symbols of the same class (N, S, V, F, Q).
  ecg.beats.map((beat) => ({ sample: beat.sample, symbol: beat.beatClass })),
  report.beats,
  ecg.samplingRate,
  'V',
  { startSeconds: 0 },
);
reportFigure({
  bench: 'analysis.holter-24h',
  metric: 'veb.se',
  value: round(100 * (veb.sensitivity ?? Number.NaN), 2),
  unit: '%',
});
reportFigure({
  bench: 'analysis.holter-24h',
  metric: 'veb.ppv',
  value: round(100 * (veb.positivePredictivity ?? Number.NaN), 2),
  unit: '%',
});
