import { createEdfEncoder } from '@telemed/formats';
import type {
  EdfAnnotationInput,
  EdfHeader,
  EdfPatientInput,
  EdfRecordingReader,
  EdfSignalSpec,
} from '@telemed/formats';
import type { ExaminationEventRow, TaskRow } from '../db/schema';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { RecordingStorage } from '../storage/recordingStorage';
import { TaskFailure } from '../tasks/taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from '../tasks/taskHandler';
import type { OpenRecordings } from './openRecordings';
import type { RecordingsService } from './recordingsService';
import { resampleWindow, resamplingMargin } from './resampleWindow';
import { channelId } from './signalWindows';
import { taskFilesPrefix } from './taskFiles';

/** Seconds of signal read, encoded and written at a time: bounded memory for a day. */
const CHUNK_SECONDS = 60;

/** Where an EDF+ export's file is stored. */
export function edfExportKey(taskId: string): string {
  return `${taskFilesPrefix(taskId)}/export.edf`;
}

/** The calendar fields of the header's start moved by `seconds` (whole seconds; EDF clocks are local). */
function calendarAfter(start: EdfHeader['startDate'], seconds: number): EdfHeader['startDate'] {
  const moved = new Date(
    Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute, start.second) +
      seconds * 1000,
  );
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    hour: moved.getUTCHours(),
    minute: moved.getUTCMinutes(),
    second: moved.getUTCSeconds(),
  };
}

/**
 * The stretch to export in seconds of the file's clock: the asked window widened to whole
 * records of the recording (so every channel's samples keep their instants), within its records.
 */
function exportedSpan(edf: EdfRecordingReader, window: { start: number; end: number } | null) {
  const { start: first, end: last } = edf.timeline;
  const duration = edf.header.recordDurationSeconds;
  if (!window) return { start: first, end: last };
  const start = first + Math.floor((window.start - first) / duration) * duration;
  const end = first + Math.ceil((window.end - first) / duration) * duration;
  return { start: Math.max(first, start), end: Math.min(last, end) };
}

const isBdf = (edf: EdfRecordingReader) => edf.header.variant.startsWith('BDF');

/** The recording's own EDF+ patient identification, kept in the export (none from plain EDF). */
function patientOf({ patient }: EdfHeader): EdfPatientInput | undefined {
  if (!patient) return undefined;
  return {
    code: patient.code ?? undefined,
    sex: patient.sex ?? undefined,
    birthdate: patient.birthdate ?? undefined,
    name: patient.name ?? undefined,
  };
}

/** An event as an EDF+ annotation: its type code (and its note), onset from the file's start. */
function annotationOf(event: ExaminationEventRow, fileStartMs: number): EdfAnnotationInput {
  const seconds = (event.endDate.getTime() - event.startDate.getTime()) / 1000;
  return {
    onset: (event.startDate.getTime() - fileStartMs) / 1000,
    duration: seconds > 0 ? seconds : null,
    text: event.description ? `${event.type}: ${event.description}` : event.type,
  };
}

/**
 * The work of an EDF+ export (type EDF, `edfExport`): the chosen channels of the window, read a
 * minute at a time from the stored recording, written as an EDF+C file (BDF+C from a BDF
 * recording) with each signal's header as recorded — so values come back as stored — or every
 * channel resampled to one rate, and the examination's events in the window as annotations
 * (their type codes). The file goes to storage; `GET edf/tasks/{id}/file` answers it. Writing
 * again replaces it, so a retry is safe.
 */
export class EdfExportTask implements TaskHandler {
  readonly taskType = 'EDF';
  /** Reading and encoding is I/O and a little CPU; resampling more. */
  readonly concurrency = 1;
  readonly maxAttempts = 3;

  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly events: EventsRepository,
    private readonly storage: RecordingStorage,
  ) {}

  async run(task: TaskRow, { signal, report }: TaskContext): Promise<TaskCompletion> {
    if (task.extra.type !== 'edfExport') throw new TaskFailure('UNKNOWN_ERROR');
    const extra = task.extra;
    const examination = task.examinationId
      ? await this.examinations.findById(task.examinationId)
      : null;
    const stored = examination && (await this.recordings.find(examination));
    if (!stored) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');
    const wanted = new Set(extra.channels.map((channel) => channel.id));
    const channels = stored.channels.filter((channel) => wanted.has(channelId(channel)));
    if (channels.length === 0) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');

    const { edf } = await this.openRecordings.get(stored.recording, stored.channels);
    const recordingStartMs = stored.recording.startDate.getTime();
    const span = exportedSpan(
      edf,
      task.startDate && task.endDate
        ? {
            start: (task.startDate.getTime() - recordingStartMs) / 1000,
            end: (task.endDate.getTime() - recordingStartMs) / 1000,
          }
        : null,
    );
    if (!(span.end > span.start)) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');

    const headers = channels.map((channel) => {
      const header = edf.header.signals[channel.edfSignalIndex];
      if (!header) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');
      return header;
    });
    const rate = extra.samplingRate;
    // Resampled: one-second records of `rate` samples; else the recording's own records.
    const recordSeconds = rate ? 1 : edf.header.recordDurationSeconds;
    const signals: EdfSignalSpec[] = headers.map((header) => ({
      label: header.label,
      transducer: header.transducer,
      physicalDimension: header.physicalDimension,
      physicalMin: header.physicalMin,
      physicalMax: header.physicalMax,
      digitalMin: header.digitalMin,
      digitalMax: header.digitalMax,
      prefiltering: header.prefiltering,
      samplesPerRecord: rate ?? header.samplesPerRecord,
    }));
    const dataRecords = Math.max(1, Math.ceil((span.end - span.start) / recordSeconds - 1e-9));
    const wholeSeconds = Math.floor(span.start);
    const fileStartMs = recordingStartMs + span.start * 1000;
    const fileEndMs = fileStartMs + dataRecords * recordSeconds * 1000;
    const events = await this.events.list(stored.recording.examinationId, {
      from: new Date(fileStartMs),
      to: new Date(fileEndMs),
    });
    const encoder = createEdfEncoder({
      variant: isBdf(edf) ? 'BDF+C' : 'EDF+C',
      startDate: calendarAfter(edf.header.startDate, wholeSeconds),
      subsecondStart: span.start - wholeSeconds,
      patient: patientOf(edf.header),
      recording: {
        admincode: edf.header.recording?.admincode ?? undefined,
        technician: edf.header.recording?.technician ?? undefined,
        equipment: edf.header.recording?.equipment ?? 'Telemed',
      },
      recordDurationSeconds: recordSeconds,
      signals,
      // Onsets from the header's whole second, where EDF+ times count from.
      annotations: events.map((event) =>
        annotationOf(event, recordingStartMs + wholeSeconds * 1000),
      ),
      dataRecords,
    });

    const recordsPerChunk = Math.max(1, Math.round(CHUNK_SECONDS / recordSeconds));
    const indexes = channels.map((channel) => channel.edfSignalIndex);
    const readChunk = async (first: number, count: number): Promise<Float32Array[]> => {
      const from = span.start + first * recordSeconds;
      const to = from + count * recordSeconds;
      if (!rate) {
        const windows = await edf.readWindow({ start: from, end: to, channels: indexes });
        return windows.map((window) => window.samples);
      }
      const margin = Math.max(
        ...headers.map((header) => resamplingMargin(header.sampleRate, rate)),
      );
      const windows = await edf.readWindow({
        start: Math.max(0, from - margin),
        end: to + margin,
        channels: indexes,
      });
      return windows.map((window) =>
        resampleWindow(
          { samples: window.samples, sampleRate: window.sampleRate, startTime: window.startTime },
          rate,
          from,
          count * rate,
        ),
      );
    };
    const chunks = async function* () {
      yield encoder.header;
      let reported = 0;
      for (let first = 0; first < dataRecords; first += recordsPerChunk) {
        signal.throwIfAborted();
        const count = Math.min(recordsPerChunk, dataRecords - first);
        yield encoder.encodeRecords(first, count, await readChunk(first, count));
        // A day is 1,440 minutes: tell the clinic each per cent, not each minute.
        const progress = Math.round(((first + count) / dataRecords) * 100);
        if (progress > reported) {
          reported = progress;
          await report({ progress });
        }
      }
    };
    const byteSize = await this.storage.write(edfExportKey(task.id), chunks());
    const day = new Date(fileStartMs).toISOString().slice(0, 19).replaceAll(':', '-');
    return {
      extra: {
        ...extra,
        annotations: events.length,
        file: { name: `examination-${day}.${isBdf(edf) ? 'bdf' : 'edf'}`, byteSize },
      },
    };
  }
}
