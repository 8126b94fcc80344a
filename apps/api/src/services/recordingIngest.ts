import { RECORDING_MAX_BYTES, SIGNAL_MEASUREMENT_RANGES } from '@telemed/domain';
import type { SignalType, ValidationError } from '@telemed/domain';
import {
  createPyramidWriter,
  EDF_IMPORT_FAILED,
  EdfFormatError,
  openEdf,
  channelRoleOfLabel,
  validateEdfImport,
} from '@telemed/formats';
import type {
  EdfAnnotation,
  EdfHeader,
  EdfRecordingReader,
  EdfDigitalWindowSignal,
  EdfSignalHeader,
  EdfWindowRequest,
  EdfWindowSignal,
  PyramidWriter,
} from '@telemed/formats';
import { ApiError } from '../http/apiError';
import type { NewRecordingChannelRow } from '../db/schema';
import type { RecordingStorage, StoredFileWriter } from '../storage/recordingStorage';

/**
 * Which rules a file must follow. `recorder`: the EDF import rules of clinical-domain §5 (one
 * sampling rate, exactly one ECG, the expected channel names; other channels are left out with a
 * warning). `dataset`: any ordinary signals, for the EDF dataset examination type and for our
 * own generated recordings (docs/decisions.md "Recordings").
 */
export type ImportPolicy = 'recorder' | 'dataset';

/** Seconds of every channel read at a time while building pyramids. */
const INGEST_CHUNK_SECONDS = 600;

/**
 * Samples of all kept channels read at a time (16 MB as float32): fast channels are read in
 * fewer seconds, so memory does not grow with the sampling rate a header claims.
 */
const INGEST_CHUNK_SAMPLES = 4 * 1024 * 1024;

/**
 * The longest time a recording may span: a year, past any Holter, home monitoring or sleep
 * study, and within what a Date holds for any start an EDF header can write.
 */
export const MAX_RECORDING_SECONDS = 366 * 86_400;

/**
 * The most samples a kept channel may span, gaps of EDF+D included: what one channel filling
 * the upload limit holds (16-bit samples). A small EDF+D file whose records lie months apart
 * would otherwise make pyramids of gigabytes of gaps.
 */
export const MAX_CHANNEL_SAMPLES = RECORDING_MAX_BYTES / 2;

/** A stored file read, checked and turned into channels with their stored pyramids. */
export interface IngestedRecording {
  format: string;
  header: EdfHeader;
  /** Seconds after the header's start of the first and past the last record. */
  timelineStart: number;
  timelineEnd: number;
  channels: Omit<NewRecordingChannelRow, 'recordingId'>[];
  /** The EDF+ file's annotations (its TALs but the records' time-keeping); none in plain EDF. */
  annotations: EdfAnnotation[];
  warnings: string[];
}

/** 400 'Failed to import EDF file: ...' naming the field or rule that failed. */
export function importFailed(message: string, validationErrors: ValidationError[]): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', message, validationErrors);
}

/** 400 'Failed to import EDF file: <field>: <what is wrong>' naming `file.<field>`. */
export function edfFormatFailure(error: EdfFormatError): ApiError {
  return importFailed(`${EDF_IMPORT_FAILED}: ${error.message}`, [
    { property: `file.${error.field}`, constraints: { invalidFormat: error.message } },
  ]);
}

/**
 * The type of a dataset signal: the role its label names (`channelRoleOfLabel`: the spec's
 * channel names, ECG leads such as `MLII`, the labels of our other channels); `other` for
 * anything else.
 */
export function datasetSignalType(label: string): SignalType {
  return channelRoleOfLabel(label) ?? 'other';
}

interface ChosenChannel {
  signal: EdfSignalHeader;
  type: SignalType;
}

function chooseChannels(
  header: EdfHeader,
  policy: ImportPolicy,
): { channels: ChosenChannel[]; warnings: string[] } {
  const ordinary = header.signals.filter((signal) => !signal.isAnnotations);
  if (policy === 'dataset') {
    if (ordinary.length === 0) {
      const message = `${EDF_IMPORT_FAILED}: the file holds no signals`;
      throw importFailed(message, [{ property: 'file', constraints: { noSignals: message } }]);
    }
    return {
      channels: ordinary.map((signal) => ({
        signal,
        type: datasetSignalType(signal.label),
      })),
      warnings: [],
    };
  }
  const validation = validateEdfImport(header.signals);
  const errors = validation.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw importFailed(
      errors[0]?.message ?? EDF_IMPORT_FAILED,
      errors.map((problem) => ({
        property: 'file',
        constraints: { [problem.code]: problem.message },
      })),
    );
  }
  return {
    channels: validation.channels.map((channel) => ({
      signal: header.signals[channel.index] as EdfSignalHeader,
      type: channel.signalType,
    })),
    warnings: validation.problems.map((problem) => problem.message),
  };
}

/** 400 when the recording spans more time, or a channel more samples, than an import takes. */
function checkSpan(reader: EdfRecordingReader, channels: readonly ChosenChannel[]): void {
  const seconds = reader.timeline.end - reader.timeline.start;
  if (seconds > MAX_RECORDING_SECONDS) {
    const message = `${EDF_IMPORT_FAILED}: the recording spans ${Math.round(seconds / 86_400)} days, more than ${MAX_RECORDING_SECONDS / 86_400}`;
    throw importFailed(message, [
      { property: 'file', constraints: { 'recording-too-long': message } },
    ]);
  }
  for (const { signal } of channels) {
    const samples = reader.sampleCount(signal.index);
    if (samples > MAX_CHANNEL_SAMPLES) {
      const message = `${EDF_IMPORT_FAILED}: signal "${signal.label}" spans ${samples} samples, more than ${MAX_CHANNEL_SAMPLES}`;
      throw importFailed(message, [
        {
          property: `file.signal[${signal.index}]`,
          constraints: { 'recording-too-long': message },
        },
      ]);
    }
  }
}

/**
 * Seconds read per step: ten minutes, fewer when the kept channels together have more than
 * INGEST_CHUNK_SAMPLES in them, never less than a record (which is read whole anyway).
 */
function chunkSeconds(header: EdfHeader, channels: readonly ChosenChannel[]): number {
  const samplesPerSecond = channels.reduce((sum, { signal }) => sum + signal.sampleRate, 0);
  return Math.max(
    header.recordDurationSeconds,
    Math.min(INGEST_CHUNK_SECONDS, INGEST_CHUNK_SAMPLES / samplesPerSecond),
  );
}

/** A window of the kept channels as read: still digital, or physical values with NaN gaps. */
type KeptWindow = EdfDigitalWindowSignal[] | EdfWindowSignal[];

/**
 * Reads a window of the kept channels. Samples stay digital (only a bucket's extremes are mapped
 * to physical values: a day of eight channels folds in a third of the time); an EDF+D file with
 * gaps is read as physical values, NaN in its gaps.
 */
function readKept(reader: EdfRecordingReader, request: EdfWindowRequest): Promise<KeptWindow> {
  return reader.timeline.hasGaps ? reader.readWindow(request) : reader.readDigitalWindow(request);
}

/** Adds a window read by {@link readKept} to the channels' pyramid writers. */
async function pushKept(
  windows: KeptWindow,
  outputs: readonly { writer: PyramidWriter }[],
): Promise<void> {
  for (const [position, window] of windows.entries()) {
    const writer = outputs[position]?.writer;
    if ('values' in window) await writer?.pushDigital(window);
    else await writer?.push(window.samples);
  }
}

/** How a stored file is ingested. */
export interface IngestOptions {
  fileKey: string;
  keyPrefix: string;
  policy: ImportPolicy;
  /** Told the share of the file done (0 to 1) after each step read. */
  onProgress?: (fraction: number) => Promise<void>;
  /** Stops the ingest between steps (a cancelled import task). */
  signal?: AbortSignal;
}

/**
 * Opens a stored EDF/BDF file, applies the import rules and writes each kept channel's min/max
 * pyramid in one streaming pass under `<keyPrefix>/ch<position>.pyramid`: a few minutes of every
 * channel at a time, each pyramid written to storage as its buckets complete, so memory does not
 * grow with the file. A malformed, truncated or lying file fails with 400 naming the field
 * (`file.signal[3].digitalMax`), a rule break with the spec's message; the pyramids written so
 * far are dropped.
 */
export async function ingestStoredEdf(
  storage: RecordingStorage,
  options: IngestOptions,
): Promise<IngestedRecording> {
  const file = await storage.open(options.fileKey);
  if (!file) throw new Error(`stored recording ${options.fileKey} is missing`);
  const outputs: { file: StoredFileWriter; writer: PyramidWriter; key: string }[] = [];
  try {
    let reader;
    try {
      reader = await openEdf(file);
    } catch (error) {
      if (error instanceof EdfFormatError) throw edfFormatFailure(error);
      throw error;
    }
    const { header, timeline } = reader;
    const { channels, warnings } = chooseChannels(header, options.policy);
    checkSpan(reader, channels);
    for (const [position, { signal }] of channels.entries()) {
      const key = `${options.keyPrefix}/ch${position}.pyramid`;
      const output = await storage.create(key);
      const writer = createPyramidWriter(
        {
          sampleRate: signal.sampleRate,
          startTime: timeline.start,
          sampleCount: reader.sampleCount(signal.index),
        },
        (bytes, at) => output.write(bytes, at),
      );
      outputs.push({ file: output, writer, key });
    }
    const indexes = channels.map(({ signal }) => signal.index);
    const step = chunkSeconds(header, channels);
    let annotations: EdfAnnotation[];
    try {
      const span = timeline.end - timeline.start;
      for (let from = timeline.start; from < timeline.end; from += step) {
        options.signal?.throwIfAborted();
        const to = Math.min(timeline.end, from + step);
        await pushKept(
          await readKept(reader, { start: from, end: to, channels: indexes }),
          outputs,
        );
        await options.onProgress?.((to - timeline.start) / span);
      }
      // EDF+ keeps its annotations in signals of their own, read in a pass of their own.
      annotations = header.signals.some((signal) => signal.isAnnotations)
        ? await reader.readAnnotations()
        : [];
    } catch (error) {
      if (error instanceof EdfFormatError) throw edfFormatFailure(error);
      throw error;
    }
    const stored: IngestedRecording['channels'] = [];
    for (const [position, { signal, type }] of channels.entries()) {
      const output = outputs[position] as (typeof outputs)[number];
      const pyramid = await output.writer.finish();
      await output.file.commit();
      const range = SIGNAL_MEASUREMENT_RANGES[type];
      stored.push({
        position,
        edfSignalIndex: signal.index,
        label: signal.label,
        type,
        unit: signal.physicalDimension,
        samplingRate: signal.sampleRate,
        physicalMin: signal.physicalMin,
        physicalMax: signal.physicalMax,
        rangeMin: range?.min ?? null,
        rangeMax: range?.max ?? null,
        sampleCount: pyramid.sampleCount,
        pyramidKey: output.key,
      });
    }
    return {
      format: header.variant,
      header,
      timelineStart: timeline.start,
      timelineEnd: timeline.end,
      channels: stored,
      annotations,
      warnings,
    };
  } catch (error) {
    await Promise.all(outputs.map((output) => output.file.discard()));
    throw error;
  } finally {
    await file.close();
  }
}

/**
 * The instant of an EDF header's start clock. EDF stores local wall-clock time without a zone;
 * the uploader's `Timezone-Offset` (minutes, as Date#getTimezoneOffset) says which (UTC when
 * absent).
 */
export function headerStartInstant(header: EdfHeader, timezoneOffsetMinutes: number | null): Date {
  const { year, month, day, hour, minute, second } = header.startDate;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  return new Date(utc + (timezoneOffsetMinutes ?? 0) * 60_000);
}
