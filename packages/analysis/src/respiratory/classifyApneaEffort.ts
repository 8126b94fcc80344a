import {
  breathEnvelope,
  holdInvalid,
  runningBaseline,
  type BreathEnvelope,
} from './breathEnvelope';
import type { Interval } from './intervals';
import type { RespiratoryDetectorParams } from './respiratoryDetectorParams';
import type { SampledSignal } from './sampledSignal';

/** The apnea types effort can tell apart. */
export type ApneaType =
  'APNEA_OBSTRUCTIVE' | 'APNEA_CENTRAL' | 'APNEA_MIXED' | 'APNEA_NOT_CLASSIFIED';

/** The chest-effort channel prepared once for classifying every apnea of a recording. */
export interface EffortTrace {
  invalid: Uint8Array;
  envelope: BreathEnvelope;
  baseline: Float32Array;
}

/** Smooths the effort signal and measures its breath amplitude and baseline. */
export function prepareEffort(
  effort: SampledSignal,
  params: RespiratoryDetectorParams,
): EffortTrace {
  const envelope = breathEnvelope(effort, params.breathWindowSeconds);
  return {
    invalid: holdInvalid(effort.samples).invalid,
    envelope,
    baseline: runningBaseline(envelope, params),
  };
}

/**
 * Onsets (sample indices of the trough before each rise) of the inspiratory efforts between two
 * samples: a zig-zag that turns only on moves of at least `hysteresis`, so belt noise and cardiac
 * oscillations are not efforts.
 */
function effortOnsets(
  smooth: Float64Array,
  from: number,
  to: number,
  hysteresis: number,
): number[] {
  const onsets: number[] = [];
  // A rise confirmed at `index` from a trough of `level` began where the signal last crossed
  // half-way up to the confirmation: on a flat, drifting stretch the trough's exact place is
  // noise, the rise is not.
  const riseStart = (index: number, level: number) => {
    let start = index;
    while (start > from && (smooth[start - 1] as number) > level + 0.5 * hysteresis) start -= 1;
    return start;
  };
  let direction = 0;
  let low = smooth[from] as number;
  let high = low;
  for (let index = from; index < to; index += 1) {
    const value = smooth[index] as number;
    // While rising, `high` follows the peak; while falling (or before the first turn), `low`
    // follows the trough.
    if (direction >= 0 && value > high) high = value;
    if (direction <= 0 && value < low) low = value;
    if (direction <= 0 && value - low >= hysteresis) {
      onsets.push(riseStart(index, low));
      direction = 1;
      high = value;
    } else if (direction >= 0 && high - value >= hysteresis) {
      direction = -1;
      low = value;
    }
  }
  return onsets;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length > 0 ? (sorted[sorted.length >> 1] as number) : Number.NaN;
};

/**
 * Types an apnea by the chest effort during it (AASM 2.6 VIII.3.B): central when no inspiratory
 * effort is seen throughout; obstructive when effort continues throughout; mixed when effort is
 * absent in the first part (at least 3 s and a fifth of the event) and resumes for the rest; not
 * classified when the belt is missing or invalid, or the pattern is none of these (e.g. effort
 * that stops halfway). Effort is absent when the belt moves by less than `effortAbsentPercent`
 * of its baseline excursion; a gap between efforts longer than twice the pre-event breath period
 * is an absence.
 */
export function classifyApneaEffort(
  apnea: Interval,
  effort: EffortTrace | undefined,
  params: Pick<RespiratoryDetectorParams, 'effortAbsentPercent'>,
): ApneaType {
  if (!effort) return 'APNEA_NOT_CLASSIFIED';
  const { invalid, envelope, baseline } = effort;
  const { smooth, samplingRate: rate } = envelope;
  const from = Math.max(0, Math.floor((apnea.startSeconds - 30) * rate));
  const to = Math.min(smooth.length, Math.ceil((apnea.endSeconds + 1) * rate));
  const eventFrom = Math.max(0, Math.floor(apnea.startSeconds * rate));
  for (let index = eventFrom; index < to; index += 1)
    if (invalid[index]) return 'APNEA_NOT_CLASSIFIED';
  const point = Math.min(
    baseline.length - 1,
    Math.max(0, Math.floor(apnea.startSeconds / envelope.step)),
  );
  const reference = baseline[point] as number;
  if (!(reference > 0)) return 'APNEA_NOT_CLASSIFIED';
  const onsets = effortOnsets(smooth, from, to, (params.effortAbsentPercent / 100) * reference).map(
    (index) => index / rate,
  );
  const before = onsets.filter((time) => time < apnea.startSeconds - 0.75);
  const periods = before.slice(1).map((time, index) => time - (before[index] as number));
  const period = periods.length > 0 ? median(periods) : 5;
  const longestNormalGap = 2 * Math.min(Math.max(period, 2), 8);
  // Efforts that start in the event; the recovery breath starts at its very end.
  const inside = onsets.filter(
    (time) => time >= apnea.startSeconds - 0.75 && time <= apnea.endSeconds - 1.5,
  );
  if (inside.length === 0) return 'APNEA_CENTRAL';
  const duration = apnea.endSeconds - apnea.startSeconds;
  const gaps = inside.slice(1).map((time, index) => time - (inside[index] as number));
  gaps.push(apnea.endSeconds - (inside.at(-1) as number));
  const continuous = gaps.every((gap) => gap <= longestNormalGap);
  const initialAbsence = (inside[0] as number) - apnea.startSeconds;
  if (initialAbsence >= Math.max(3, 0.2 * duration))
    return continuous ? 'APNEA_MIXED' : 'APNEA_NOT_CLASSIFIED';
  return continuous ? 'APNEA_OBSTRUCTIVE' : 'APNEA_NOT_CLASSIFIED';
}
