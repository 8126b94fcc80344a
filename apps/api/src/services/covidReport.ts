import type { CovidAnalysis, VitalsSample } from '@telemed/analysis';
import type { CovidLatestVitals, CovidReport } from '@telemed/domain';

const VITALS = ['pulse', 'spo2', 'respirationRate', 'temperature'] as const;

type Vital = (typeof VITALS)[number];
type Range = { minimum: number; mean: number; maximum: number } | null;

/** Lowest, mean and highest of the values that are known; null when none is. */
function rangeOf(values: readonly (number | null)[]): Range {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  return {
    minimum: Math.min(...known),
    mean: known.reduce((sum, value) => sum + value, 0) / known.length,
    maximum: Math.max(...known),
  };
}

/** One day's row: the range of its 15-minute means of each vital, its coughs. */
function dayOf(date: string, samples: readonly VitalsSample[]): CovidReport['days'][number] {
  const ranges = Object.fromEntries(
    VITALS.map((vital) => [vital, rangeOf(samples.map((sample) => sample.vitals[vital]))]),
  ) as Record<Vital, Range>;
  return {
    date,
    samples: samples.length,
    coughs: samples.reduce((sum, sample) => sum + sample.vitals.coughs, 0),
    ...ranges,
  };
}

/**
 * The COVID report of an analysis: whole-monitoring vitals (its usable readings), one row per
 * local day from the day's 15-minute samples, and the night samples' resting values.
 */
export function covidReport(analysis: CovidAnalysis): CovidReport {
  const { summary, samples } = analysis;
  const byDay = new Map<string, VitalsSample[]>();
  for (const sample of samples) {
    if (sample.type !== 'SAMPLE_15_MINUTES') continue;
    const day = byDay.get(sample.dayTimeTag);
    if (day) day.push(sample);
    else byDay.set(sample.dayTimeTag, [sample]);
  }
  return {
    analysedSeconds: summary.analysedSeconds,
    coughCount: summary.coughCount,
    coughsPerHour: summary.coughsPerHour,
    vitals: Object.fromEntries(
      VITALS.map((vital) => {
        const figures = summary.vitals[vital];
        return [
          vital,
          figures
            ? { minimum: figures.minimum, mean: figures.mean, maximum: figures.maximum }
            : null,
        ];
      }),
    ) as Record<Vital, Range>,
    days: [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, day]) => dayOf(date, day)),
    nights: samples
      .filter((sample) => sample.type === 'NIGHT_SAMPLE')
      .map((night) => ({
        date: night.dayTimeTag,
        pulse: night.vitals.pulse,
        spo2: night.vitals.spo2,
        respirationRate: night.vitals.respirationRate,
        temperature: night.vitals.temperature,
        coughs: night.vitals.coughs,
      })),
  };
}

/**
 * The last 15-minute sample with a pulse-oximeter reading (pulse or SpO2): the patient's latest
 * vitals on the COVID dashboard. Null when no sample has one.
 *
 * @param startMs the recording's start, epoch ms (samples count seconds from it)
 */
export function latestCovidVitals(
  analysis: CovidAnalysis,
  startMs: number,
): CovidLatestVitals | null {
  const latest = analysis.samples.findLast(
    (sample) =>
      sample.type === 'SAMPLE_15_MINUTES' &&
      (sample.vitals.pulse !== null || sample.vitals.spo2 !== null),
  );
  if (!latest) return null;
  const { pulse, spo2, respirationRate, temperature, coughs } = latest.vitals;
  return {
    at: new Date(startMs + latest.startSeconds * 1000).toISOString(),
    pulse,
    spo2,
    respirationRate,
    temperature,
    coughs,
  };
}
