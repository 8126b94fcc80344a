import { sampleStreamDecoder } from './decodeSampleStream';
import type { WfdbFileMember, WfdbSignalFile } from './groupWfdbSignalFiles';
import type { WfdbSignalSpec } from './parseWfdbSignalLine';
import { WFDB_LIMITS } from './wfdbLimits';
import { storageFormatTraits } from './wfdbStorageFormats';

/** A signal of a file while the file's frames are decoded chunk by chunk. */
export interface DecodedMember extends WfdbFileMember {
  /** Physical values, `recordFrames × samplesPerFrame` of them. */
  output: Float32Array;
  baseline: number;
  gain: number;
  /** Running 32-bit sum of the stored samples of the record's frames, for the checksum. */
  sum: number;
  /** Format 8: the last sample, to which the next difference is added. */
  previous: number;
}

/** What every member's share of a decoded chunk is read with. */
interface Chunk {
  /** The stored integers of `count` frames, starting at frame `first` of the file. */
  stored: Int32Array;
  first: number;
  count: number;
  frameSamples: number;
  recordFrames: number;
  /** The stored value that means "invalid sample"; format 8 has none. */
  invalid: number;
  /** Format 8: the stored values are differences. */
  differences: boolean;
}

/** No stored integer equals it: format 8 stores differences and has no invalid value. */
const NO_INVALID_VALUE = Number.POSITIVE_INFINITY;

/** Whole frames of `file` that `bytes` hold after its byte offset. */
export function framesHeld(file: WfdbSignalFile, bytes: Uint8Array): number {
  const available = Math.max(0, bytes.length - file.byteOffset);
  return Math.floor(storageFormatTraits(file.format).samplesIn(available) / file.frameSamples);
}

/**
 * Moves one member's samples of a decoded chunk into its output and adds them to its checksum.
 * Frame f of the file holds the member's frame f - skewFrames; the checksum counts the file's
 * first `recordFrames` frames, skewed samples included (header(5)).
 */
function distribute(member: DecodedMember, chunk: Chunk): void {
  const { output, baseline, gain, samplesPerFrame, skewFrames, position } = member;
  const { stored, first, count, frameSamples, recordFrames, invalid, differences } = chunk;
  let { sum, previous } = member;
  if (samplesPerFrame === 1 && skewFrames === 0 && !differences) {
    // The usual layout, and the hot loop of every MIT-BIH read: one sample per frame, in place.
    const end = Math.min(count, recordFrames - first);
    for (let frame = 0, at = position; frame < end; frame += 1, at += frameSamples) {
      const value = stored[at] as number;
      sum = (sum + value) | 0;
      output[first + frame] = value === invalid ? Number.NaN : (value - baseline) / gain;
    }
    member.sum = sum;
    return;
  }
  for (let frame = 0; frame < count; frame += 1) {
    const fileFrame = first + frame;
    const counted = fileFrame < recordFrames;
    const kept = fileFrame >= skewFrames && fileFrame - skewFrames < recordFrames;
    const target = (fileFrame - skewFrames) * samplesPerFrame;
    let at = frame * frameSamples + position;
    for (let sample = 0; sample < samplesPerFrame; sample += 1, at += 1) {
      let value = stored[at] as number;
      if (differences) value = previous = (previous + value) | 0;
      if (counted) sum = (sum + value) | 0;
      if (kept)
        output[target + sample] = value === invalid ? Number.NaN : (value - baseline) / gain;
    }
  }
  member.sum = sum;
  member.previous = previous;
}

/**
 * Decodes the signals stored in one file into `physical` (one array per header signal, already
 * sized), a chunk of frames at a time; returns each member with its checksum sum. The file must
 * hold `recordFrames` frames; a skewed signal's samples past its end read as NaN.
 */
export function decodeWfdbSignalFile(
  file: WfdbSignalFile,
  bytes: Uint8Array,
  signals: readonly WfdbSignalSpec[],
  physical: readonly Float32Array[],
  recordFrames: number,
): DecodedMember[] {
  const traits = storageFormatTraits(file.format);
  const decode = sampleStreamDecoder(file.format);
  const members: DecodedMember[] = file.members.map((member) => {
    const spec = signals[member.signalIndex] as WfdbSignalSpec;
    return {
      ...member,
      output: physical[member.signalIndex] as Float32Array,
      baseline: spec.baseline,
      gain: spec.gain,
      sum: 0,
      previous: spec.initialValue,
    };
  });
  // Skewed signals need frames past the record's end, when the file has them.
  const maxSkew = Math.max(...members.map((member) => member.skewFrames));
  const frames = Math.min(framesHeld(file, bytes), recordFrames + maxSkew);
  const { chunkFrames } = WFDB_LIMITS;
  const chunk: Chunk = {
    stored: new Int32Array(Math.min(chunkFrames, frames) * file.frameSamples),
    first: 0,
    count: 0,
    frameSamples: file.frameSamples,
    recordFrames,
    invalid: traits.invalid ?? NO_INVALID_VALUE,
    differences: file.format === 8,
  };
  for (let first = 0; first < frames; first += chunkFrames) {
    chunk.first = first;
    chunk.count = Math.min(chunkFrames, frames - first);
    // Chunks start at multiples of 6 frames, so on a whole 212 pair or 310/311 triple.
    const start = file.byteOffset + traits.bytesFor(first * file.frameSamples);
    decode(bytes, start, chunk.count * file.frameSamples, chunk.stored);
    for (const member of members) distribute(member, chunk);
  }
  for (const member of members) {
    const missingFrom = Math.max(0, frames - member.skewFrames) * member.samplesPerFrame;
    if (missingFrom < member.output.length) member.output.fill(Number.NaN, missingFrom);
  }
  return members;
}
