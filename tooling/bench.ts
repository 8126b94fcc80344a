/** One figure of a benchmark, printed as a JSON line (see scripts/bench.mjs and docs/benchmarks.md). */
export interface BenchFigure {
  bench: string;
  metric: string;
  value: number;
  unit: string;
  /** The peer measured side by side in the same process or browser, when there is one. */
  peer?: string;
  /** value / peer's value for the same metric. */
  ratio?: number;
}

export function reportFigure(figure: BenchFigure): void {
  process.stdout.write(`${JSON.stringify(figure)}\n`);
}

/** The p-th percentile (0-100) of the samples, by the nearest-rank method. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

/** Rounds a measurement for reporting without pretending to more precision than it has. */
export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
