import type { EdfSignalInput, EdfWriteInput } from '../edf/writeEdf';
import type { Recording, RecordingChannel } from './recording';

/** Why a recording cannot be written as EDF+ (sampling rates no data record holds whole). */
export class RecordingConversionError extends Error {
  override readonly name = 'RecordingConversionError';
}

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
export const EDF_PHYSICAL_RANGE = { min: -9999999, max: 99999999 } as const;

const clampToEdfPhysical = (value: number) =>
  Math.min(EDF_PHYSICAL_RANGE.max, Math.max(EDF_PHYSICAL_RANGE.min, value));

/** Whether a channel's physical range can be written as it is into an EDF header. */
export function fitsEdfPhysicalRange(
  channel: Pick<RecordingChannel, 'physicalMin' | 'physicalMax'>,
): boolean {
  return (
    clampToEdfPhysical(channel.physicalMin) === channel.physicalMin &&
    clampToEdfPhysical(channel.physicalMax) === channel.physicalMax
  );
}

/** Header date of a recording whose source states none (WFDB records often do not). */
const UNKNOWN_START = { year: 1985, month: 1, day: 1, hour: 0, minute: 0, second: 0 };

/** Longest data record tried when a sampling rate is fractional (EDF needs whole samples). */
const LONGEST_RECORD_SECONDS = 60;

/**
 * The shortest whole-second record duration holding a whole number of samples of every channel.
 * @throws RecordingConversionError when none of up to a minute does
 */
export function recordDurationFor(
  channels: readonly Pick<RecordingChannel, 'samplingRate'>[],
): number {
  for (let seconds = 1; seconds <= LONGEST_RECORD_SECONDS; seconds += 1) {
    if (channels.every(({ samplingRate }) => Number.isInteger(samplingRate * seconds)))
      return seconds;
  }
  throw new RecordingConversionError(
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

/**
 * What the EDF+ writer (`encodeEdf`, `writeEdf`) needs to store a recording as EDF+ (or BDF+ when
 * `toBdf`): its channels with their ranges kept where they fit, so values are stored exactly, its
 * annotations, and EDF+D records for a discontinuous source.
 */
export function recordingEdfInput(recording: Recording, toBdf: boolean): EdfWriteInput {
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
