import { BACK_TO_BACK_SECONDS, createEdfEncoder } from '@telemed/formats';
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
 * Back-to-back records the export writes, from `start` (seconds of the recording's clock):
 * `records` of them, made of the recording's records `firstRecord` to `firstRecord +
 * sourceRecords` (the same records, or their samples resampled).
 */
interface ExportStretch {
  start: number;
  records: number;
  firstRecord: number;
  sourceRecords: number;
}

/**
 * What the export writes: the recording's records overlapping the window (all of them without
 * one), so every channel keeps its samples' instants, split where an EDF+D recording has a gap
 * (the export is then EDF+D too: a gap stays a gap). Resampled, each stretch is cut in records of
 * one second; a last one that would run into the next stretch is left out, since EDF+D records
 * may not overlap.
 */
function exportedStretches(
  edf: EdfRecordingReader,
  window: { start: number; end: number } | null,
  rate: number | null,
): ExportStretch[] {
  const { timeline } = edf;
  const duration = edf.header.recordDurationSeconds;
  const covered = window
    ? timeline.recordsCovering(window.start, window.end)
    : { from: 0, to: edf.header.dataRecords };
  const stretches = timeline.runs(covered.from, covered.to).map((run) => {
    const sourceRecords = run.to - run.from;
    const records = rate ? Math.ceil(sourceRecords * duration - 1e-9) : sourceRecords;
    return { start: timeline.recordStart(run.from), records, firstRecord: run.from, sourceRecords };
  });
  if (!rate) return stretches;
  stretches.forEach((stretch, index) => {
    const next = stretches[index + 1];
    if (next && stretch.start + stretch.records > next.start + BACK_TO_BACK_SECONDS)
      stretch.records -= 1;
  });
  return stretches.filter((stretch) => stretch.records > 0);
}

/** A time in seconds to the 100 ns an EDF+ TAL holds, so no sum's rounding shows in the file. */
const toTalTicks = (seconds: number) => Math.round(seconds * 1e7) / 1e7;

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
 * recording; EDF+D or BDF+D when the window holds a gap of an EDF+D recording, which stays a
 * gap) with each signal's header as recorded — so values come back as stored — or every
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
    const rate = extra.samplingRate;
    const stretches = exportedStretches(
      edf,
      task.startDate && task.endDate
        ? {
            start: (task.startDate.getTime() - recordingStartMs) / 1000,
            end: (task.endDate.getTime() - recordingStartMs) / 1000,
          }
        : null,
      rate,
    );
    const first = stretches[0];
    const last = stretches[stretches.length - 1];
    if (!first || !last) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');

    const headers = channels.map((channel) => {
      const header = edf.header.signals[channel.edfSignalIndex];
      if (!header) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');
      return header;
    });
    // Resampled: one-second records of `rate` samples; else the recording's own records.
    const duration = edf.header.recordDurationSeconds;
    const recordSeconds = rate ? 1 : duration;
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
    const dataRecords = stretches.reduce((sum, stretch) => sum + stretch.records, 0);
    const wholeSeconds = Math.floor(first.start);
    const fileStartMs = recordingStartMs + first.start * 1000;
    const fileEndMs = recordingStartMs + (last.start + last.records * recordSeconds) * 1000;
    const hasGaps = stretches.length > 1;
    const events = await this.events.list(stored.recording.examinationId, {
      from: new Date(fileStartMs),
      to: new Date(fileEndMs),
    });
    const encoder = createEdfEncoder({
      variant: `${isBdf(edf) ? 'BDF' : 'EDF'}+${hasGaps ? 'D' : 'C'}`,
      startDate: calendarAfter(edf.header.startDate, wholeSeconds),
      ...(hasGaps
        ? {
            recordStarts: stretches.flatMap((stretch) =>
              Array.from({ length: stretch.records }, (_, record) =>
                toTalTicks(stretch.start + record * recordSeconds - wholeSeconds),
              ),
            ),
          }
        : { subsecondStart: first.start - wholeSeconds }),
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
    const margin = rate
      ? Math.max(...headers.map((header) => resamplingMargin(header.sampleRate, rate)))
      : 0;
    /** Samples of `count` records of a stretch from its record `offset`, each channel's. */
    const readChunk = async (
      stretch: ExportStretch,
      offset: number,
      count: number,
    ): Promise<Float32Array[]> => {
      if (!rate) {
        const from = stretch.firstRecord + offset;
        return edf.readRecords({ from, to: from + count, channels: indexes });
      }
      // The stretch's records around the span, read as they lie (beyond the stretch's ends is a
      // gap: the resampler holds the edge values there).
      const from = stretch.start + offset;
      const fromRecord = Math.max(0, Math.floor((offset - margin) / duration));
      const toRecord = Math.min(
        stretch.sourceRecords,
        Math.ceil((offset + count + margin) / duration),
      );
      const windows = await edf.readRecords({
        from: stretch.firstRecord + fromRecord,
        to: stretch.firstRecord + toRecord,
        channels: indexes,
      });
      return windows.map((samples, position) =>
        resampleWindow(
          {
            samples,
            sampleRate: headers[position]?.sampleRate ?? rate,
            startTime: stretch.start + fromRecord * duration,
          },
          rate,
          from,
          count * rate,
        ),
      );
    };
    const chunks = async function* () {
      yield encoder.header;
      let written = 0;
      let reported = 0;
      for (const stretch of stretches) {
        for (let offset = 0; offset < stretch.records; offset += recordsPerChunk) {
          signal.throwIfAborted();
          const count = Math.min(recordsPerChunk, stretch.records - offset);
          yield encoder.encodeRecords(written, count, await readChunk(stretch, offset, count));
          written += count;
          // A day is 1,440 minutes: tell the clinic each per cent, not each minute.
          const progress = Math.round((written / dataRecords) * 100);
          if (progress > reported) {
            reported = progress;
            await report({ progress });
          }
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
