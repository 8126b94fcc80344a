import type { FileHandle } from 'node:fs/promises';
import { fileHandleSource, openEdf, type EdfRecordingReader } from '@telemed/formats';
import type { Recording, RecordingChannel } from '@telemed/formats';

/** Opens an EDF/EDF+/BDF file for reading; the reader fetches only the records it needs. */
export async function openEdfFile(handle: FileHandle): Promise<EdfRecordingReader> {
  return openEdf(await fileHandleSource(handle));
}

/** Concatenates the samples of each channel over the given windows (records). */
async function readChannels(
  reader: EdfRecordingReader,
  windows: readonly { start: number; end: number }[],
): Promise<Float32Array[]> {
  const ordinary = reader.header.signals.filter((signal) => !signal.isAnnotations);
  const parts: Float32Array[][] = ordinary.map(() => []);
  for (const window of windows) {
    const signals = await reader.readWindow(window);
    signals.forEach((signal, index) => parts[index]?.push(signal.samples));
  }
  return parts.map((chunks) => {
    const joined = new Float32Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      joined.set(chunk, offset);
      offset += chunk.length;
    }
    return joined;
  });
}

/**
 * Reads a whole EDF/EDF+/BDF recording. A discontinuous file is read record by record, so its
 * samples hold the records back to back and `discontinuous.recordStarts` says where each began.
 */
export async function readEdfRecord(reader: EdfRecordingReader): Promise<Recording> {
  const { header, timeline } = reader;
  const duration = header.recordDurationSeconds;
  const recordStarts = Array.from({ length: header.dataRecords }, (_, record) =>
    timeline.recordStart(record),
  );
  const windows = timeline.hasGaps
    ? recordStarts.map((start) => ({ start, end: start + duration }))
    : [{ start: timeline.start, end: timeline.end }];
  const samples = await readChannels(reader, windows);
  const channels: RecordingChannel[] = header.signals
    .filter((signal) => !signal.isAnnotations)
    .map((signal, index) => ({
      label: signal.label,
      unit: signal.physicalDimension,
      samplingRate: signal.sampleRate,
      samples: samples[index] as Float32Array,
      physicalMin: signal.physicalMin,
      physicalMax: signal.physicalMax,
      digitalMin: signal.digitalMin,
      digitalMax: signal.digitalMax,
      transducer: signal.transducer,
      prefiltering: signal.prefiltering,
    }));
  return {
    format: header.variant,
    startDate: header.startDate,
    durationSeconds: timeline.end - timeline.start,
    channels,
    annotations: (await reader.readAnnotations()).map(({ onset, duration: length, text }) => ({
      onsetSeconds: onset,
      durationSeconds: length,
      text,
    })),
    discontinuous: timeline.hasGaps ? { recordDurationSeconds: duration, recordStarts } : null,
  };
}
