/**
 * Benchmark `analysis.polygraphy-8h`: the whole analyzePolygraphy pipeline on one 8 h synthetic
 * recording (severe; flow 50 Hz, effort 25 Hz, snore envelope 10 Hz, SpO2, pulse and position
 * 1 Hz: 2.3 million samples), on one core. The recording is generated first; only the analysis is
 * timed, over several runs after a warm-up; the goal is under 1 s. Wall-clock p50/p95 and the
 * process's CPU time per run (which a busy shared machine does not inflate) are reported. Wall-clock p50/p95 and the
 * process's CPU time per run (which a busy shared machine does not inflate) are reported.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { analyzePolygraphy } from '../src/respiratory/analyzePolygraphy';
import { generatePolygraphy } from '../src/synthetic/polygraphy/generatePolygraphy';
import { syntheticPolygraphySignals } from '../src/synthetic/polygraphy/scorePolygraphyAnalysis';

const BENCH = 'analysis.polygraphy-8h';
const RUNS = 9;
const signals = syntheticPolygraphySignals(
  generatePolygraphy({ seed: 8, durationSeconds: 8 * 3600, severity: 'severe' }),
);
analyzePolygraphy(signals);
const milliseconds: number[] = [];
const cpuMilliseconds: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  analyzePolygraphy(signals);
  const cpu = process.cpuUsage(cpuStarted);
  milliseconds.push(performance.now() - started);
  cpuMilliseconds.push((cpu.user + cpu.system) / 1000);
}
reportFigure({
  bench: BENCH,
  metric: 'p50',
  value: round(percentile(milliseconds, 50), 1),
  unit: 'ms',
});
reportFigure({
  bench: BENCH,
  metric: 'p95',
  value: round(percentile(milliseconds, 95), 1),
  unit: 'ms',
});
reportFigure({
  bench: BENCH,
  metric: 'min',
  value: round(Math.min(...milliseconds), 1),
  unit: 'ms',
});
// CPU time of the process during each run: what one core spends, even when the machine is shared.
reportFigure({
  bench: BENCH,
  metric: 'cpu.p50',
  value: round(percentile(cpuMilliseconds, 50), 1),
  unit: 'ms',
});
