import { AnalysisRefusedError } from '../events/analysisRefusal';
import type { CovidChannel, SampledChannel } from './covidRecording';
import { isDateTag, localDateTag, secondsAtLocalHour } from './localTime';

/** The vital-sign channels a sample summarises (the cough channel is summarised as a count). */
export const SAMPLED_VITALS = ['pulse', 'spo2', 'respirationRate', 'temperature'] as const;

/** One of {@link SAMPLED_VITALS}. */
export type SampledVital = (typeof SAMPLED_VITALS)[number];

/**
 * Mean vitals over a window: each the mean of that channel's usable readings, or null when
 * fewer than half of the window has usable readings on it.
 */
export type VitalsSummary = Record<SampledVital, number | null> & {
  /** Coughs detected in the window. */
  coughs: number;
};

/** A SAMPLE_15_MINUTES or NIGHT_SAMPLE window with its summary. */
export interface VitalsSample {
  type: 'SAMPLE_15_MINUTES' | 'NIGHT_SAMPLE';
  startSeconds: number;
  endSeconds: number;
  /** The local date the window starts on, 'YYYY-MM-DD'. */
  dayTimeTag: string;
  vitals: VitalsSummary;
}

/** A channel's samples with the quality module's per-sample usable mask. */
export interface AssessedChannel extends SampledChannel {
  usable: Uint8Array;
}

/** Where the summaries come from. */
export interface VitalsSource {
  startEpochMs: number;
  utcOffsetMinutes: number;
  durationSeconds: number;
  channels: Partial<Record<CovidChannel, AssessedChannel>>;
  /** Start times of the detected coughs, s. */
  coughTimes: readonly number[];
}

/** 15-minute samples are aligned on the local quarter hours (clinical-domain §9: "COVID
 * samples: 15 minutes and night"). */
const SAMPLE_SECONDS = 15 * 60;
/** Half of a window must hold usable readings for a channel's mean to be reported (design
 * choice: a mean of a few minutes is not a 15-minute sample). */
const MINIMUM_COVERAGE = 0.5;

/** The night window, local hours [start, end) (issue text: 00:00-06:00, inside the sleep period
 * of nearly every adult, so the values are resting values). */
export const NIGHT_WINDOW_HOURS = Object.freeze({ start: 0, end: 6 });

/**
 * Summarises every whole local quarter hour of the recording (e.g. 08:15-08:30) in which at
 * least one vital channel has usable readings for half the window. Partial quarters at the
 * start and end are left out.
 */
export function fifteenMinuteSamples(source: VitalsSource): VitalsSample[] {
  const samples: VitalsSample[] = [];
  const localStartSeconds =
    (((source.startEpochMs / 1000 + source.utcOffsetMinutes * 60) % SAMPLE_SECONDS) +
      SAMPLE_SECONDS) %
    SAMPLE_SECONDS;
  const first = localStartSeconds === 0 ? 0 : SAMPLE_SECONDS - localStartSeconds;
  for (
    let start = first;
    start + SAMPLE_SECONDS <= source.durationSeconds;
    start += SAMPLE_SECONDS
  ) {
    const sample = summarise(source, 'SAMPLE_15_MINUTES', start, start + SAMPLE_SECONDS);
    if (sample) samples.push(sample);
  }
  return samples;
}

/**
 * Summarises each night (local 00:00-06:00) the recording overlaps, over the part it covers.
 * With `dayTimeTag` ('YYYY-MM-DD', the date the night's 00:00 falls on) only that night; a tag
 * that is malformed or names a night the recording does not reach is refused with
 * DATE_TAG_NOT_FOUND (clinical-domain §8).
 */
export function nightSamples(source: VitalsSource, dayTimeTag?: string): VitalsSample[] {
  const nights: VitalsSample[] = [];
  const tags: string[] = [];
  const { startEpochMs, utcOffsetMinutes, durationSeconds } = source;
  let nightStart = secondsAtLocalHour(startEpochMs, utcOffsetMinutes, 0, NIGHT_WINDOW_HOURS.start);
  for (; nightStart < durationSeconds; nightStart += 86_400) {
    const from = Math.max(0, nightStart);
    const to = Math.min(
      durationSeconds,
      nightStart + (NIGHT_WINDOW_HOURS.end - NIGHT_WINDOW_HOURS.start) * 3600,
    );
    if (to <= from) continue;
    const tag = localDateTag(startEpochMs, utcOffsetMinutes, nightStart);
    tags.push(tag);
    if (dayTimeTag !== undefined && tag !== dayTimeTag) continue;
    const night = summarise(source, 'NIGHT_SAMPLE', from, to);
    if (night) nights.push({ ...night, dayTimeTag: tag });
  }
  if (dayTimeTag !== undefined && (!isDateTag(dayTimeTag) || !tags.includes(dayTimeTag)))
    throw new AnalysisRefusedError('DATE_TAG_NOT_FOUND', { dayTimeTag });
  return nights;
}

function summarise(
  source: VitalsSource,
  type: VitalsSample['type'],
  startSeconds: number,
  endSeconds: number,
): VitalsSample | undefined {
  const vitals = { coughs: 0 } as VitalsSummary;
  let anyVital = false;
  for (const name of SAMPLED_VITALS) {
    const mean = usableMean(source.channels[name], startSeconds, endSeconds);
    vitals[name] = mean;
    if (mean !== null) anyVital = true;
  }
  for (const time of source.coughTimes) {
    if (time >= startSeconds && time < endSeconds) vitals.coughs += 1;
  }
  if (!anyVital) return undefined;
  return {
    type,
    startSeconds,
    endSeconds,
    dayTimeTag: localDateTag(source.startEpochMs, source.utcOffsetMinutes, startSeconds),
    vitals,
  };
}

function usableMean(
  channel: AssessedChannel | undefined,
  startSeconds: number,
  endSeconds: number,
): number | null {
  if (!channel) return null;
  const from = Math.max(0, Math.ceil(startSeconds * channel.samplingRate));
  const to = Math.min(channel.samples.length, Math.ceil(endSeconds * channel.samplingRate));
  let sum = 0;
  let count = 0;
  for (let index = from; index < to; index += 1) {
    if (!channel.usable[index]) continue;
    sum += channel.samples[index] as number;
    count += 1;
  }
  const expected = (endSeconds - startSeconds) * channel.samplingRate;
  return count > 0 && count >= MINIMUM_COVERAGE * expected ? sum / count : null;
}

/** The English description of a sample's event, e.g. 'pulse 78 bpm, SpO2 96 %, 2 coughs'. */
export function describeVitals(vitals: VitalsSummary): string {
  const parts: string[] = [];
  if (vitals.pulse !== null) parts.push(`pulse ${Math.round(vitals.pulse)} bpm`);
  if (vitals.spo2 !== null) parts.push(`SpO2 ${Math.round(vitals.spo2)} %`);
  if (vitals.respirationRate !== null)
    parts.push(`respiration ${Math.round(vitals.respirationRate)} /min`);
  if (vitals.temperature !== null) parts.push(`temperature ${vitals.temperature.toFixed(1)} °C`);
  parts.push(`${vitals.coughs} ${vitals.coughs === 1 ? 'cough' : 'coughs'}`);
  return parts.join(', ');
}
