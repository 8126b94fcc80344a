import { open } from 'node:fs/promises';
import path from 'node:path';
import { encodeEdf, type EdfSignalInput, type EdfWriteInput } from '@telemed/formats';
import type { CliIo } from '../cliIo';
import { UsageError } from '../cliIo';
import { readRecording } from '../recording/readRecording';
import type { Recording, RecordingChannel } from '../recording/recording';

/**
 * The digital ranges of EDF (16-bit) and BDF (24-bit); a channel whose source range is wider
 * (BDF or WFDB format 24 to EDF, WFDB format 32 to either) is rescaled into them.
 */
const EDF_DIGITAL = { min: -32768, max: 32767 };
const BDF_DIGITAL = { min: -8388608, max: 8388607 };
/**
 * The widest physical range the 8 characters of an EDF header can state (plain decimals, EDF
 * spec). A WFDB signal may span more (32-bit samples, a small gain): its values past it are clipped.
 */
const EDF_PHYSICAL = { min: -9999999, max: 99999999 };

const clampToEdfPhysical = (value: number) =>
  Math.min(EDF_PHYSICAL.max, Math.max(EDF_PHYSICAL.min, value));

/** Whether a channel's physical range can be written as it is into an EDF header. */
export function fitsEdfPhysicalRange(
  channel: Pick<RecordingChannel, 'physicalMin' | 'physicalMax'>,
) {
  return (
    clampToEdfPhysical(channel.physicalMin) === channel.physicalMin &&
    clampToEdfPhysical(channel.physicalMax) === channel.physicalMax
  );
}
/** Header date of a recording whose source states none (WFDB records often do not). */
const UNKNOWN_START = { year: 1985, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
/** Longest data record tried when a sampling rate is fractional (EDF needs whole samples). */
const LONGEST_RECORD_SECONDS = 60;
/** Recordings at least this long report their progress on stderr. */
const PROGRESS_FROM_SECONDS = 3600;
/** Data records the writer encodes per chunk it yields (after the header chunk). */
const RECORDS_PER_CHUNK = 64;

/** The shortest whole-second record duration holding a whole number of samples of every channel. */
export function recordDurationFor(channels: readonly Pick<RecordingChannel, 'samplingRate'>[]) {
  for (let seconds = 1; seconds <= LONGEST_RECORD_SECONDS; seconds += 1) {
    if (channels.every(({ samplingRate }) => Number.isInteger(samplingRate * seconds)))
      return seconds;
  }
  throw new UsageError(
    `the sampling rates ${channels.map(({ samplingRate }) => samplingRate).join(', ')} Hz fit no data record of up to ${LONGEST_RECORD_SECONDS} s`,
  );
}

function signalInput(
  channel: RecordingChannel,
  recordSeconds: number,
  toBdf: boolean,
): EdfSignalInput {
  const target = toBdf ? BDF_DIGITAL : EDF_DIGITAL;
  // A clipped physical range no longer maps the source's digital values one to one.
  const keepsDigitalRange =
    channel.digitalMin >= target.min &&
    channel.digitalMax <= target.max &&
    fitsEdfPhysicalRange(channel);
  return {
    label: channel.label,
    transducer: channel.transducer,
    physicalDimension: channel.unit,
    physicalMin: clampToEdfPhysical(channel.physicalMin),
    physicalMax: clampToEdfPhysical(channel.physicalMax),
    ...(keepsDigitalRange
      ? { digitalMin: channel.digitalMin, digitalMax: channel.digitalMax }
      : {}),
    prefiltering: channel.prefiltering,
    samplesPerRecord: Math.round(channel.samplingRate * recordSeconds),
    samples: channel.samples,
  };
}

/** What the EDF+ writer needs to store `recording` as EDF+ (or BDF+ when `toBdf`). */
export function edfWriteInput(recording: Recording, toBdf: boolean): EdfWriteInput {
  const { discontinuous } = recording;
  const recordSeconds =
    discontinuous?.recordDurationSeconds ?? recordDurationFor(recording.channels);
  const family = toBdf ? 'BDF' : 'EDF';
  return {
    variant: discontinuous ? `${family}+D` : `${family}+C`,
    ...(discontinuous ? { recordStarts: discontinuous.recordStarts } : {}),
    startDate: recording.startDate ?? UNKNOWN_START,
    recordDurationSeconds: recordSeconds,
    signals: recording.channels.map((channel) => signalInput(channel, recordSeconds, toBdf)),
    annotations: recording.annotations.map(({ onsetSeconds, durationSeconds, text }) => ({
      onset: onsetSeconds,
      duration: durationSeconds,
      text,
    })),
  };
}

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
      `telemed convert: ${channel.label}: values outside ${EDF_PHYSICAL.min}..${EDF_PHYSICAL.max} ${channel.unit} are clipped, the widest range an EDF header can state\n`,
    );
  const showProgress = recording.durationSeconds >= PROGRESS_FROM_SECONDS;
  const writeInput = edfWriteInput(recording, extension === '.bdf');
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
