import { z } from 'zod';
import { MEASUREMENT_DEFINITIONS } from '../rules/measurementDefinitions';
import type { MeasurementRange } from '../rules/measurementDefinitions';
import { IsoDateTimeSchema } from './examination';

/**
 * What a channel measures. The first five are the channels an imported EDF may hold
 * (clinical-domain §5: ECG, Air flow, SpO2, Chest volume, Pulse); the others come from our own
 * recorders (polygraphy, COVID home monitoring); `other` is any signal of an EDF dataset.
 */
export const SIGNAL_TYPES = [
  'ecg',
  'airflow',
  'spo2',
  'chestVolume',
  'pulse',
  'snore',
  'bodyPosition',
  'respirationRate',
  'temperature',
  'cough',
  'other',
] as const;

/** One signal type. */
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** Where a recording came from: an uploaded file, or the demo's synthetic generator. */
export const RECORDING_SOURCES = ['upload', 'demo'] as const;

/** One recording source. */
export type RecordingSource = (typeof RECORDING_SOURCES)[number];

/**
 * Largest recording file accepted (413 above it). A 7-day 3-lead Holter at 250 Hz is 0.9 GB of
 * 16-bit EDF; 2 GiB leaves room for BDF and more channels (project decision, docs/decisions.md).
 */
export const RECORDING_MAX_BYTES = 2 * 1024 ** 3;

/**
 * Display ranges of the measurement definitions by signal type (respiration for air flow and
 * chest volume); null where the spec gives none (ecg in mV).
 */
export const SIGNAL_MEASUREMENT_RANGES = {
  ecg: null,
  airflow: MEASUREMENT_DEFINITIONS.respiration,
  chestVolume: MEASUREMENT_DEFINITIONS.respiration,
  spo2: MEASUREMENT_DEFINITIONS.spo2,
  pulse: MEASUREMENT_DEFINITIONS.pulse,
  respirationRate: MEASUREMENT_DEFINITIONS.respirationRate,
  temperature: MEASUREMENT_DEFINITIONS.temperature,
  snore: null,
  bodyPosition: null,
  cough: null,
  other: null,
} as const satisfies Record<SignalType, MeasurementRange | null>;

/** One channel of a recording, as stored on import. */
export const RecordingChannelSchema = z.object({
  /** Stable id of the channel within its recording (`ch0`, `ch1`, ...); events name it in `signal`. */
  id: z.string(),
  label: z.string(),
  type: z.enum(SIGNAL_TYPES),
  /** Physical unit as written in the file (`mV`, `%`, `bpm`, ...). */
  unit: z.string(),
  samplingRate: z.number(),
  physicalMin: z.number(),
  physicalMax: z.number(),
  /** The spec's measurement range of the type (platform-core §3), null where it gives none. */
  measurementRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  sampleCount: z.number().int(),
});

export type RecordingChannel = z.infer<typeof RecordingChannelSchema>;

/** GET/POST teams/{teamId}/examinations/{examinationId}/recording. */
export const RecordingSchema = z.object({
  _id: z.string(),
  examinationId: z.string(),
  source: z.enum(RECORDING_SOURCES),
  fileName: z.string(),
  /** EDF, EDF+C, EDF+D, BDF, BDF+C or BDF+D. */
  format: z.string(),
  byteSize: z.number().int(),
  /** Instant of the file's first second; every signal time is counted from here. */
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  channels: z.array(RecordingChannelSchema),
  /** Warnings of the import rules (channels left out), empty when none. */
  warnings: z.array(z.string()),
  createdAt: IsoDateTimeSchema,
});

export type Recording = z.infer<typeof RecordingSchema>;

/** Content types an EDF/BDF upload may be sent with; the bytes decide what the file is. */
export const RECORDING_CONTENT_TYPES = [
  'application/octet-stream',
  'application/edf',
  'application/x-edf',
  'application/bdf',
  'application/x-bdf',
] as const;

/** Query of the import call: the original file name, kept for display. */
export const ImportRecordingQuerySchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: 'isRequired' })
    .max(255, { error: 'tooLong' })
    .default('recording.edf'),
});

export type ImportRecordingQuery = z.input<typeof ImportRecordingQuerySchema>;

/**
 * GET teams/{teamId}/demo-recordings: whether the clinic's staff may give a new examination a
 * made-up recording (the demo clinic only).
 */
export const DemoRecordingOfferSchema = z.object({ offered: z.boolean() });

export type DemoRecordingOffer = z.infer<typeof DemoRecordingOfferSchema>;
