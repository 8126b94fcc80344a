import { open } from 'node:fs/promises';
import path from 'node:path';
import {
  EDF_PHYSICAL_RANGE,
  encodeEdf,
  fitsEdfPhysicalRange,
  recordingEdfInput,
} from '@telemed/formats';
import type { CliIo } from '../cliIo';
import { UsageError } from '../cliIo';
import { readRecording } from '../recording/readRecording';

/** Recordings at least this long report their progress on stderr. */
const PROGRESS_FROM_SECONDS = 3600;
/** Data records the writer encodes per chunk it yields (after the header chunk). */
const RECORDS_PER_CHUNK = 64;

/** `telemed convert IN OUT.edf|OUT.bdf`: a WFDB record or EDF/BDF file to EDF+ (or BDF+), with its annotations. */
export async function convert(args: readonly string[], io: CliIo): Promise<number> {
  const [input, output] = args;
  if (!input || !output || args.length > 2)
    throw new UsageError('telemed convert: name the input and the output file');
  const extension = path.extname(output).toLowerCase();
  if (extension !== '.edf' && extension !== '.bdf')
    throw new UsageError('telemed convert: the output file must end in .edf or .bdf');

  const recording = await readRecording(input);
  for (const channel of recording.channels.filter((each) => !fitsEdfPhysicalRange(each)))
    io.err(
      `telemed convert: ${channel.label}: values outside ${EDF_PHYSICAL_RANGE.min}..${EDF_PHYSICAL_RANGE.max} ${channel.unit} are clipped, the widest range an EDF header can state\n`,
    );
  const showProgress = recording.durationSeconds >= PROGRESS_FROM_SECONDS;
  const writeInput = recordingEdfInput(recording, extension === '.bdf');
  const records = Math.ceil(recording.durationSeconds / (writeInput.recordDurationSeconds ?? 1));
  const handle = await open(output, 'w');
  try {
    let chunks = 0;
    let reported = 0;
    for (const chunk of encodeEdf(writeInput, { recordsPerChunk: RECORDS_PER_CHUNK })) {
      await handle.write(chunk);
      chunks += 1;
      const recordsWritten = (chunks - 1) * RECORDS_PER_CHUNK;
      const percent = Math.min(100, Math.floor((100 * recordsWritten) / Math.max(1, records)));
      if (showProgress && percent >= reported + 10) {
        reported = percent - (percent % 10);
        io.err(`telemed convert: ${reported} % written\n`);
      }
    }
  } finally {
    await handle.close();
  }
  io.out(
    `${JSON.stringify({
      output,
      variant: writeInput.variant,
      signals: writeInput.signals.length,
      durationSeconds: recording.durationSeconds,
      annotations: recording.annotations.length,
    })}\n`,
  );
  return 0;
}
