import type { EventType } from '@telemed/domain';
import { HOLTER_EVENT_TYPES, PATCHABLE_HOLTER_EVENT_TYPES } from '@telemed/domain';
import type { ActivityEpisode } from '../trends/aggregateTrend';
import type { ActivityType } from '../trends/measurementDefinitions';
import { PHYSICAL_ACTIVITY_TYPES } from '../trends/measurementDefinitions';
import type { HolterStatistics, HolterStatisticsInput } from './holterStatistics';
import { holterStatistics } from './holterStatistics';

/** Input of {@link buildHolterReport}. */
export interface HolterReportInput extends HolterStatisticsInput {
  /** When the recording started (a Date, epoch ms or an ISO timestamp). */
  startDate: Date | number | string;
  /** The wearable's activity timeline over the recording, if it has one. */
  activity?: readonly ActivityEpisode[];
}

/**
 * The Holter report fields of platform-core §3 that analysis produces. `reportId` is the
 * server's to assign. Timestamps are epoch milliseconds, data per minute of the recording.
 */
export interface HolterReportFields {
  /** ISO timestamps of the recording's start and end. */
  startDate: string;
  endDate: string;
  totalBeats: number;
  normalBeats: number;
  otherBeats: number;
  /** Holter rhythm events (including physician patches) in the recording. */
  eventsCount: number;
  /** Milliseconds of physical activity (walking, cycling, running). */
  activityTime: number;
  /** Mean of the per-minute heart rates, rounded to whole bpm; null without NN data. */
  averageHeartRate: number | null;
  /** Heart rate per minute in bpm (rounded to 0.1), for minutes with enough NN data. */
  pulseData: number[];
  /** Start of each pulseData minute, epoch ms. */
  pulseTimestamps: number[];
  /** Seconds of physical activity in each minute of the recording (0–60). */
  activityData: number[];
  /** Start of each activityData minute, epoch ms. */
  activityTimestamps: number[];
}

const MS_PER_MINUTE = 60_000;
const HOLTER_TYPES = new Set<EventType>([
  ...HOLTER_EVENT_TYPES,
  ...PATCHABLE_HOLTER_EVENT_TYPES.map((type) => `${type}_PATCH` as const),
]);

function activityPerMinute(
  activity: readonly ActivityEpisode[],
  startMs: number,
  durationMs: number,
): { activeMs: number; perMinuteSeconds: number[] } {
  const active = new Set<ActivityType>(PHYSICAL_ACTIVITY_TYPES);
  const minutes = Math.ceil(durationMs / MS_PER_MINUTE);
  const perMinuteMs = new Float64Array(minutes);
  let activeMs = 0;
  for (const episode of activity) {
    if (!active.has(episode.activity)) continue;
    const from = Math.max(episode.startMs, startMs) - startMs;
    const to = Math.min(episode.endMs, startMs + durationMs) - startMs;
    if (to <= from) continue;
    activeMs += to - from;
    for (let minute = Math.floor(from / MS_PER_MINUTE); minute * MS_PER_MINUTE < to; minute += 1) {
      const overlap =
        Math.min(to, (minute + 1) * MS_PER_MINUTE) - Math.max(from, minute * MS_PER_MINUTE);
      perMinuteMs[minute] = (perMinuteMs[minute] as number) + overlap;
    }
  }
  return {
    activeMs,
    perMinuteSeconds: Array.from(perMinuteMs, (ms) => Math.min(60, ms / 1000)),
  };
}

/**
 * Builds the Holter report fields (platform-core §3) from beats, events and the activity
 * timeline; also returns the full statistics it computed them from. Overlapping episodes of the
 * same activity are the caller's to avoid; the per-minute seconds are capped at 60.
 */
export function buildHolterReport(input: HolterReportInput): {
  report: HolterReportFields;
  statistics: HolterStatistics;
} {
  const startMs = new Date(input.startDate).getTime();
  if (!Number.isFinite(startMs)) throw new RangeError('startDate is not a valid date');
  const statistics = holterStatistics(input);
  const durationMs = statistics.durationSeconds * 1000;
  const { activeMs, perMinuteSeconds } = activityPerMinute(
    input.activity ?? [],
    startMs,
    durationMs,
  );
  const perMinute = statistics.heartRatePerMinute;
  return {
    statistics,
    report: {
      startDate: new Date(startMs).toISOString(),
      endDate: new Date(startMs + durationMs).toISOString(),
      totalBeats: statistics.totalBeats,
      normalBeats: statistics.normalBeats,
      otherBeats: statistics.otherBeats,
      eventsCount: (input.events ?? []).filter((event) => HOLTER_TYPES.has(event.type)).length,
      activityTime: activeMs,
      averageHeartRate: statistics.heartRate ? Math.round(statistics.heartRate.average) : null,
      pulseData: perMinute.bpm.map((rate) => Math.round(rate * 10) / 10),
      pulseTimestamps: perMinute.startSeconds.map((seconds) => startMs + seconds * 1000),
      activityData: perMinuteSeconds,
      activityTimestamps: perMinuteSeconds.map((_, minute) => startMs + minute * MS_PER_MINUTE),
    },
  };
}
