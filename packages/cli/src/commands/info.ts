import { open } from 'node:fs/promises';
import type { CliIo } from '../cliIo';
import { UsageError } from '../cliIo';
import { openEdfFile } from '../recording/edfRecord';
import { readWfdbAnnotationFile, readWfdbHeader, wfdbHeaderPath } from '../recording/wfdbRecord';

async function wfdbSummary(headerPath: string) {
  const header = await readWfdbHeader(headerPath);
  const frames = header.samplesPerSignal;
  return {
    variant: 'WFDB',
    recordName: header.recordName,
    signalCount: header.signalCount,
    // Frames per second; a channel with several samples per frame has a multiple of this rate.
    frameFrequency: header.samplingFrequency,
    counterFrequency: header.counterFrequency,
    durationSeconds: frames === undefined ? null : frames / header.samplingFrequency,
    baseTime: header.baseTime ?? null,
    baseDate: header.baseDate ?? null,
    channels: header.signals.map((signal, index) => ({
      index,
      label: signal.description,
      sampleRate: signal.samplingFrequency,
      physicalDimension: signal.units,
      format: signal.format,
      samplesPerFrame: signal.samplesPerFrame,
      gain: signal.gain,
      baseline: signal.baseline,
    })),
    comments: header.comments,
    annotationCount: (await readWfdbAnnotationFile(headerPath)).length,
  };
}

async function edfSummary(file: string) {
  const handle = await open(file, 'r');
  try {
    // The reader fetches the file a few megabytes at a time, so any size is fine here.
    const recording = await openEdfFile(handle);
    const { signals, ...header } = recording.header;
    return {
      ...header,
      durationSeconds: recording.timeline.end - recording.timeline.start,
      channels: signals
        .filter((signal) => !signal.isAnnotations)
        .map(({ index, label, sampleRate, physicalDimension }) => ({
          index,
          label,
          sampleRate,
          physicalDimension,
        })),
      annotationCount: (await recording.readAnnotations()).length,
    };
  } finally {
    await handle.close();
  }
}

/** `telemed info FILE`: header, channels, duration and annotation count as JSON. */
export async function info(args: readonly string[], io: CliIo): Promise<number> {
  const [file] = args;
  if (!file || args.length > 1) throw new UsageError('telemed info: name one file to read');
  const headerPath = wfdbHeaderPath(file);
  const summary = headerPath ? await wfdbSummary(headerPath) : await edfSummary(file);
  io.out(`${JSON.stringify(summary, null, 2)}\n`);
  return 0;
}
