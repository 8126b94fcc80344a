import {
  analyzeCovid,
  analyzeHolter,
  analyzePolygraphy,
  DEFAULT_BEAT_CLASSIFIER_PARAMS,
  DEFAULT_COVID_DETECTOR_PARAMS,
  DEFAULT_HOLTER_DETECTOR_PARAMS,
  DEFAULT_RESPIRATORY_DETECTOR_PARAMS,
  type DetectedEvent,
} from '@telemed/analysis';
import { isBeatForReview } from '@telemed/domain';
import { optionValue, parseArgs } from '../args';
import type { CliIo } from '../cliIo';
import { UsageError } from '../cliIo';
import { channelOfRole, channelsOfRole, type ChannelRole } from '../recording/channelRoles';
import { readRecording } from '../recording/readRecording';
import type { Recording, RecordingChannel } from '@telemed/formats';
import { readAnalysisParams } from './analysisParams';

const KINDS = ['holter', 'polygraphy', 'covid'] as const;
type Kind = (typeof KINDS)[number];

/** The detector parameters each kind accepts, with their defaults. */
const DEFAULT_PARAMS: Record<Kind, Readonly<Record<string, unknown>>> = {
  holter: { ...DEFAULT_HOLTER_DETECTOR_PARAMS, ...DEFAULT_BEAT_CLASSIFIER_PARAMS },
  polygraphy: DEFAULT_RESPIRATORY_DETECTOR_PARAMS,
  covid: DEFAULT_COVID_DETECTOR_PARAMS,
};

/** Recordings at least this long report their progress on stderr. */
const PROGRESS_FROM_SECONDS = 3600;

const sampled = (channel: RecordingChannel | undefined) =>
  channel && { samples: channel.samples, samplingRate: channel.samplingRate };

function holter(recording: Recording, params: Record<string, number | boolean>) {
  const leads = channelsOfRole(recording, 'ecg');
  const first = leads[0];
  if (!first) throw new UsageError('telemed analyze: the recording has no ECG channel');
  const sameRate = leads.filter((lead) => lead.samplingRate === first.samplingRate);
  const { beats, ...analysis } = analyzeHolter({
    leads: sameRate.map((lead) => lead.samples),
    samplingRate: first.samplingRate,
    params,
  });
  const beatsForReview = beats.filter(({ confidence }) => isBeatForReview(confidence)).length;
  return { ...analysis, beatCount: beats.length, beatsForReview };
}

function polygraphy(recording: Recording, params: Record<string, number | boolean>) {
  const channel = (role: ChannelRole) => sampled(channelOfRole(recording, role));
  return analyzePolygraphy(
    {
      airFlow: channel('airflow'),
      effort: channel('chestVolume'),
      spo2: channel('spo2'),
      pulse: channel('pulse'),
      snore: channel('snore'),
      bodyPosition: channel('bodyPosition'),
    },
    { params },
  );
}

function covid(
  recording: Recording,
  params: Record<string, number | boolean>,
  utcOffsetMinutes: number,
) {
  const start = recording.startDate;
  const localEpochMs = start
    ? Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute, start.second)
    : 0;
  const channel = (role: ChannelRole) => {
    const found = channelOfRole(recording, role);
    return found && { samples: found.samples, samplingRate: found.samplingRate };
  };
  const {
    samples: _samples,
    coughBouts: _bouts,
    ...analysis
  } = analyzeCovid(
    {
      startEpochMs: localEpochMs - utcOffsetMinutes * 60_000,
      utcOffsetMinutes,
      channels: {
        pulse: channel('pulse'),
        spo2: channel('spo2'),
        respirationRate: channel('respirationRate'),
        temperature: channel('temperature'),
        cough: channel('cough'),
      },
    },
    params,
  );
  return analysis;
}

/** Event counts by type, for the human-readable summary. */
function countByType(events: readonly DetectedEvent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { type } of events) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

/** Series longer than this are counted in the summary, not listed (`--json` gives them whole). */
const LISTED_VALUES = 8;

/** A number of the summary: at most two decimals, or three significant digits below 1 (an HRV
 * spectrum's 0.0039 Hz resolution). */
const summaryNumber = (value: number) =>
  String(
    Math.abs(value) < 1 && value !== 0
      ? Number(value.toPrecision(3))
      : Math.round(value * 100) / 100,
  );

/** Lines of the summary for one named value: numbers as {@link summaryNumber}, a short series
 * on one line, a long one (an HRV spectrum) as its length, an object as its fields indented. */
function summaryLines(name: string, value: unknown, indent: string): string[] {
  if (typeof value === 'number') return [`${indent}${name}: ${summaryNumber(value)}`];
  if (value === null || value === undefined) return [`${indent}${name}: -`];
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    const values = Array.from(value as ArrayLike<unknown>);
    if (values.length > LISTED_VALUES)
      return [`${indent}${name}: ${values.length} values (--json lists them)`];
    const listed = values.map((item) =>
      typeof item === 'number' ? summaryNumber(item) : JSON.stringify(item),
    );
    return [`${indent}${name}: [${listed.join(', ')}]`];
  }
  if (typeof value === 'object')
    return [
      `${indent}${name}:`,
      ...Object.entries(value).flatMap(([field, inner]) =>
        summaryLines(field, inner, `${indent}  `),
      ),
    ];
  return [`${indent}${name}: ${String(value)}`];
}

function humanSummary(kind: Kind, file: string, result: Record<string, unknown>): string {
  const events = (result.events ?? []) as DetectedEvent[];
  const lines = [`${kind} analysis of ${file}`, `events: ${events.length}`];
  for (const [type, count] of Object.entries(countByType(events)))
    lines.push(`  ${type}: ${count}`);
  for (const [name, value] of Object.entries(result))
    if (name !== 'events') lines.push(...summaryLines(name, value, ''));
  return `${lines.join('\n')}\n`;
}

/** JSON with typed arrays (an HRV spectrum's frequencies and densities) as arrays, not as
 * objects keyed by index. */
const asJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    ArrayBuffer.isView(inner) && !(inner instanceof DataView)
      ? Array.from(inner as unknown as ArrayLike<number>)
      : inner,
  );

/**
 * `telemed analyze FILE --kind holter|polygraphy|covid [--params params.json] [--json]
 * [--utc-offset MINUTES]`: runs the detectors and prints the events and statistics.
 */
export async function analyze(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, ['kind', 'params', 'utc-offset'], ['json']);
  const [file] = parsed.positional;
  if (!file || parsed.positional.length > 1)
    throw new UsageError('telemed analyze: name one recording');
  const kind = optionValue(parsed, 'kind') as Kind | undefined;
  if (!kind || !KINDS.includes(kind))
    throw new UsageError(`telemed analyze: --kind must be one of ${KINDS.join(', ')}`);
  const utcOffset = Number(optionValue(parsed, 'utc-offset') ?? 0);
  if (!Number.isInteger(utcOffset) || Math.abs(utcOffset) > 14 * 60)
    throw new UsageError('telemed analyze: --utc-offset is whole minutes between -840 and 840');
  const paramsFile = optionValue(parsed, 'params');
  const params = paramsFile ? await readAnalysisParams(paramsFile, DEFAULT_PARAMS[kind]) : {};

  const recording = await readRecording(file);
  const long = recording.durationSeconds >= PROGRESS_FROM_SECONDS;
  if (long)
    io.err(
      `telemed analyze: read ${Math.round(recording.durationSeconds / 60)} min of ${recording.channels.length} channels, analysing…\n`,
    );
  const result =
    kind === 'holter'
      ? holter(recording, params)
      : kind === 'polygraphy'
        ? polygraphy(recording, params)
        : covid(recording, params, utcOffset);
  if (long) io.err('telemed analyze: done\n');
  io.out(
    parsed.options.has('json')
      ? `${asJson({ kind, file, durationSeconds: recording.durationSeconds, ...result })}\n`
      : humanSummary(kind, file, result as unknown as Record<string, unknown>),
  );
  return 0;
}
