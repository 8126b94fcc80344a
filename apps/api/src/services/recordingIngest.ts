import { SIGNAL_MEASUREMENT_RANGES } from '@telemed/domain';
import type { SignalType, ValidationError } from '@telemed/domain';
import {
  createPyramidBuilder,
  EDF_IMPORT_FAILED,
  EdfFormatError,
  encodePyramid,
  openEdf,
  signalTypeOfLabel,
  validateEdfImport,
} from '@telemed/formats';
import type { EdfHeader, EdfSignalHeader } from '@telemed/formats';
import { ApiError } from '../http/apiError';
import type { NewRecordingChannelRow } from '../db/schema';
import type { RecordingStorage } from '../storage/recordingStorage';

/**
 * Which rules a file must follow. `recorder`: the EDF import rules of clinical-domain §5 (one
 * sampling rate, exactly one ECG, the expected channel names; other channels are left out with a
 * warning). `dataset`: any ordinary signals, for the EDF dataset examination type and for our
 * own generated recordings (docs/decisions.md "Recordings").
 */
export type ImportPolicy = 'recorder' | 'dataset';

/** Seconds of every channel read at a time while building pyramids (bounded memory). */
const INGEST_CHUNK_SECONDS = 600;

/** A stored file read, checked and turned into channels with their stored pyramids. */
export interface IngestedRecording {
  format: string;
  header: EdfHeader;
  /** Seconds after the header's start of the first and past the last record. */
  timelineStart: number;
  timelineEnd: number;
  channels: Omit<NewRecordingChannelRow, 'recordingId'>[];
  warnings: string[];
}

/** 400 'Failed to import EDF file: ...' naming the field or rule that failed. */
export function importFailed(message: string, validationErrors: ValidationError[]): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', message, validationErrors);
}

function formatFailure(error: EdfFormatError): ApiError {
  return importFailed(`${EDF_IMPORT_FAILED}: ${error.message}`, [
    { property: `file.${error.field}`, constraints: { invalidFormat: error.message } },
  ]);
}

/** Further labels of our own recorders and common datasets, compared like the spec's names. */
const DATASET_SIGNAL_TYPES: Record<string, SignalType> = {
  snore: 'snore',
  bodyposition: 'bodyPosition',
  position: 'bodyPosition',
  respirationrate: 'respirationRate',
  temperature: 'temperature',
  cough: 'cough',
};

/**
 * The type of a dataset signal: the spec's channel names first, then any `ECG <lead>` label as
 * ECG, then the labels of our other channels; `other` for anything else.
 */
export function datasetSignalType(label: string): SignalType {
  const normalised = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    signalTypeOfLabel(label) ??
    (normalised.startsWith('ecg') ? 'ecg' : (DATASET_SIGNAL_TYPES[normalised] ?? 'other'))
  );
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

/**
 * Opens a stored EDF/BDF file, applies the import rules and builds each kept channel's min/max
 * pyramid in one streaming pass (ten minutes of every channel at a time), storing each under
 * `<keyPrefix>/ch<position>.pyramid`. A malformed, truncated or lying file fails with 400 naming
 * the field (`file.signal[3].digitalMax`), a rule break with the spec's message.
 */
export async function ingestStoredEdf(
  storage: RecordingStorage,
  options: { fileKey: string; keyPrefix: string; policy: ImportPolicy },
): Promise<IngestedRecording> {
  const file = await storage.open(options.fileKey);
  if (!file) throw new Error(`stored recording ${options.fileKey} is missing`);
  try {
    let reader;
    try {
      reader = await openEdf(file);
    } catch (error) {
      if (error instanceof EdfFormatError) throw formatFailure(error);
      throw error;
    }
    const { header, timeline } = reader;
    const { channels, warnings } = chooseChannels(header, options.policy);
    const builders = channels.map(({ signal }) =>
      createPyramidBuilder({ sampleRate: signal.sampleRate, startTime: timeline.start }),
    );
    const indexes = channels.map(({ signal }) => signal.index);
    try {
      for (let from = timeline.start; from < timeline.end; from += INGEST_CHUNK_SECONDS) {
        const to = Math.min(timeline.end, from + INGEST_CHUNK_SECONDS);
        const windows = await reader.readWindow({ start: from, end: to, channels: indexes });
        windows.forEach((window, position) => builders[position]?.push(window.samples));
      }
    } catch (error) {
      if (error instanceof EdfFormatError) throw formatFailure(error);
      throw error;
    }
    const stored: IngestedRecording['channels'] = [];
    for (const [position, { signal, type }] of channels.entries()) {
      const pyramid = (builders[position] as ReturnType<typeof createPyramidBuilder>).finish();
      const pyramidKey = `${options.keyPrefix}/ch${position}.pyramid`;
      await storage.write(pyramidKey, [encodePyramid(pyramid)]);
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
        pyramidKey,
      });
    }
    return {
      format: header.variant,
      header,
      timelineStart: timeline.start,
      timelineEnd: timeline.end,
      channels: stored,
      warnings,
    };
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
