import { formatNumberField, formatTextField } from './formatHeaderField';
import { EDF_MONTHS, type EdfCalendarDate } from './parseEdfPlusIdentification';
import {
  encodeTimeKeepingTal,
  planAnnotationRecords,
  type EdfAnnotationInput,
} from './planAnnotationRecords';
import type { EdfFixedHeader } from './readFixedHeader';
import { digitalLimits } from './readSignalHeaders';
import { LITTLE_ENDIAN } from './decodeSamples';
import { BACK_TO_BACK_SECONDS } from './recordTimeline';

/** How one ordinary signal is written: its header fields, without its samples. */
export interface EdfSignalSpec {
  label: string;
  transducer?: string;
  physicalDimension: string;
  /** Physical range the digital range maps to; values outside it are clipped. */
  physicalMin: number;
  physicalMax: number;
  /** Defaults to the full 16-bit (EDF) or 24-bit (BDF) range. */
  digitalMin?: number;
  digitalMax?: number;
  prefiltering?: string;
  /** Samples per data record; with `recordDurationSeconds` this sets the sampling rate. */
  samplesPerRecord: number;
}

/** One ordinary signal to write, as physical values. */
export interface EdfSignalInput extends EdfSignalSpec {
  /** Physical values; `dataRecords × samplesPerRecord` of them (a short last record is zero-padded). */
  samples: ArrayLike<number>;
}

export interface EdfPatientInput {
  code?: string;
  sex?: 'F' | 'M';
  birthdate?: EdfCalendarDate;
  name?: string;
}

export interface EdfRecordingInput {
  admincode?: string;
  technician?: string;
  equipment?: string;
}

export interface EdfWriteInput {
  /** 'EDF+C' (default), 'BDF+C', or the discontinuous 'EDF+D' / 'BDF+D' with `recordStarts`. */
  variant?: 'EDF+C' | 'BDF+C' | 'EDF+D' | 'BDF+D';
  /**
   * EDF+D only: each record's start in seconds after `startDate`, ascending and not overlapping
   * (EDF+ spec 2.1.3.1). Continuous files place record n at n × recordDurationSeconds.
   */
  recordStarts?: readonly number[];
  /**
   * EDF+C only: seconds (0 <= s < 1) between the header's whole-second start time and the first
   * sample, written in the first time-keeping TAL (EDF+ spec 2.2.4, "starttime subsecond").
   */
  subsecondStart?: number;
  startDate: EdfFixedHeader['startDate'];
  patient?: EdfPatientInput;
  recording?: EdfRecordingInput;
  /** Seconds per data record; 1 by default. */
  recordDurationSeconds?: number;
  signals: readonly EdfSignalInput[];
  annotations?: readonly EdfAnnotationInput[];
}

/**
 * What {@link createEdfEncoder} needs: the file's header and annotations, its signals without
 * their samples, and how many data records the samples will fill.
 */
export interface EdfEncoderInput extends Omit<EdfWriteInput, 'signals'> {
  signals: readonly EdfSignalSpec[];
  dataRecords: number;
}

/**
 * An EDF+/BDF+ file written record by record, for samples that arrive a stretch at a time (read
 * from another file, computed): the header first, then `encodeRecords` for consecutive records.
 */
export interface EdfEncoder {
  /** The header: fixed part and one column per signal, the annotation signal last. */
  header: Uint8Array;
  dataRecords: number;
  /** Bytes of one data record, annotation signal included. */
  recordBytes: number;
  /**
   * Encodes `count` records from record `first`: `samples[i]` holds signal i's physical values
   * for those records (`count × samplesPerRecord`; missing values are written as 0, NaN as the
   * digital minimum), with each record's time-keeping TAL and annotations.
   */
  encodeRecords(first: number, count: number, samples: readonly ArrayLike<number>[]): Uint8Array;
}

// EDF+ spec 2.1.3: subfields are separated by spaces, so spaces inside become '_'; unknown is 'X'.
const subfield = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? 'X' : text.trim().replace(/\s+/g, '_');
const plusDate = (date: EdfCalendarDate) =>
  `${String(date.day).padStart(2, '0')}-${EDF_MONTHS[date.month - 1] ?? 'X'}-${date.year}`;
const two = (value: number) => String(value).padStart(2, '0');

/**
 * Joins EDF+ identification subfields with spaces in at most `width` characters (after the
 * header's ASCII substitution, one character per UTF-16 unit). Readers find the subfields by their
 * spaces (EDF+ spec 2.1.3), so rather than cutting the end of the field, and with it the last
 * subfields, the longest of the `flexible` subfields is shortened until the field fits.
 */
function fitSubfields(subfields: readonly string[], flexible: readonly number[], width = 80) {
  const fitted = [...subfields];
  let excess = fitted.join(' ').length - width;
  while (excess > 0) {
    const longest = flexible.reduce((widest, index) =>
      (fitted[index]?.length ?? 0) > (fitted[widest]?.length ?? 0) ? index : widest,
    );
    const text = fitted[longest] ?? '';
    if (text.length <= 1) break;
    fitted[longest] = text.slice(0, text.length - 1);
    excess -= 1;
  }
  return fitted.join(' ');
}

/**
 * EDF spec, "startdate": the header's dd.mm.yy uses 1985 as its clipping date, so yy 85-99 are
 * 1985-1999 and 00-84 are 2000-2084; other years would be read back as a different century.
 */
const EDF_YEARS = { first: 1985, last: 2084 };

/** EDF+ TAL times have at most 7 decimals (100 ns); record starts are computed in these units. */
const TICKS_PER_SECOND = 10_000_000;

interface PreparedSignal {
  header: string[];
  samplesPerRecord: number;
  /** Writes one record's part of the signal at `at`, from `samples[firstSample]` on. */
  encode(samples: ArrayLike<number>, firstSample: number, view: Uint8Array, at: number): void;
}

function writeDigital(view: Uint8Array, at: number, digital: number, bytesPerSample: 2 | 3) {
  view[at] = digital & 0xff;
  view[at + 1] = (digital >> 8) & 0xff;
  if (bytesPerSample === 3) view[at + 2] = (digital >> 16) & 0xff;
}

function prepareSignal(
  signal: EdfSignalSpec,
  bytesPerSample: 2 | 3,
  limits: { min: number; max: number },
): PreparedSignal {
  const digitalMin = signal.digitalMin ?? limits.min;
  const digitalMax = signal.digitalMax ?? limits.max;
  if (!Number.isInteger(signal.samplesPerRecord) || signal.samplesPerRecord < 1)
    throw new RangeError(`${signal.label}: samplesPerRecord must be a positive integer`);
  if (digitalMin < limits.min || digitalMax > limits.max || digitalMax <= digitalMin)
    throw new RangeError(
      `${signal.label}: digital range ${digitalMin}..${digitalMax} is not usable`,
    );
  const physicalMinText = formatNumberField(signal.physicalMin, 8);
  const physicalMaxText = formatNumberField(signal.physicalMax, 8);
  // Scale with the values as written, so the reader's gain is exactly the one used here.
  const physicalMin = Number(physicalMinText);
  const physicalMax = Number(physicalMaxText);
  if (physicalMin === physicalMax) throw new RangeError(`${signal.label}: physical range is empty`);
  const gain = (physicalMax - physicalMin) / (digitalMax - digitalMin);
  const { samplesPerRecord } = signal;
  return {
    header: [
      formatTextField(signal.label, 16),
      formatTextField(signal.transducer ?? '', 80),
      formatTextField(signal.physicalDimension, 8),
      physicalMinText,
      physicalMaxText,
      formatNumberField(digitalMin, 8),
      formatNumberField(digitalMax, 8),
      formatTextField(signal.prefiltering ?? '', 80),
      formatNumberField(samplesPerRecord, 8),
      formatTextField('', 32),
    ],
    samplesPerRecord,
    encode(samples, first, view, at) {
      // The record's samples that exist; the rest of a short last record is written as 0.
      const available = Math.max(0, Math.min(samplesPerRecord, samples.length - first));
      const scale = 1 / gain;
      const offset = digitalMin - physicalMin * scale;
      const digitalOf = (physical: number) => {
        // Math.round's rounding (halves up), in a fraction of its time in V8.
        const digital = Math.floor(physical * scale + offset + 0.5);
        // NaN (a gap) fails both comparisons and is written as the digital minimum.
        return digital >= digitalMin ? (digital <= digitalMax ? digital : digitalMax) : digitalMin;
      };
      // 16-bit samples on a little-endian machine are stored as they lie in memory: one store
      // a sample (a day of two Holter leads in a fifth of the time of two byte stores).
      if (bytesPerSample === 2 && LITTLE_ENDIAN && (view.byteOffset + at) % 2 === 0) {
        const words = new Int16Array(view.buffer, view.byteOffset + at, samplesPerRecord);
        for (let index = 0; index < available; index += 1)
          words[index] = digitalOf(samples[first + index] as number);
        words.fill(digitalOf(0), available);
        return;
      }
      for (let index = 0; index < samplesPerRecord; index += 1) {
        const physical = index < available ? (samples[first + index] as number) : 0;
        writeDigital(view, at + index * bytesPerSample, digitalOf(physical), bytesPerSample);
      }
    },
  };
}

function checkedRecordStarts(
  starts: readonly number[] | undefined,
  dataRecords: number,
  duration: number,
): readonly number[] {
  if (!starts || starts.length !== dataRecords)
    throw new RangeError(`EDF+D needs recordStarts for each of the ${dataRecords} records`);
  starts.forEach((start, record) => {
    const previous = starts[record - 1];
    const overlaps = previous !== undefined && start < previous + duration - BACK_TO_BACK_SECONDS;
    if (!Number.isFinite(start) || overlaps)
      throw new RangeError(`record ${record} starts at ${start} s, before the previous one ends`);
  });
  return starts;
}

/**
 * Prepares an EDF+/BDF+ file whose samples are given later, a stretch of records at a time
 * (`encodeRecords`), so a file longer than memory can hold is written from a reader.
 * @example
 * const encoder = createEdfEncoder({ startDate, signals, dataRecords: 3600 });
 * await handle.write(encoder.header);
 * for (let first = 0; first < 3600; first += 60)
 *   await handle.write(encoder.encodeRecords(first, 60, await readMinute(first)));
 */
export function createEdfEncoder(input: EdfEncoderInput): EdfEncoder {
  const variant = input.variant ?? 'EDF+C';
  const { year } = input.startDate;
  if (!(Number.isInteger(year) && year >= EDF_YEARS.first && year <= EDF_YEARS.last))
    throw new RangeError(
      `startDate.year ${year} is outside ${EDF_YEARS.first}-${EDF_YEARS.last}, the years an EDF header can hold`,
    );
  const isBdf = variant.startsWith('BDF');
  const bytesPerSample = isBdf ? 3 : 2;
  const limits = digitalLimits(variant);
  const signals = input.signals.map((signal) => prepareSignal(signal, bytesPerSample, limits));
  // EDF+ spec 2.2.4: a file with annotations only may use records of 0 s.
  const duration = input.recordDurationSeconds ?? (signals.length === 0 ? 0 : 1);
  if (duration < 0 || (duration === 0 && signals.length > 0))
    throw new RangeError('recordDurationSeconds must be positive when there are signals');
  const { dataRecords } = input;
  if (!(Number.isInteger(dataRecords) && dataRecords >= 1))
    throw new RangeError('dataRecords must be a positive integer');
  const subsecond = input.subsecondStart ?? 0;
  if (!(subsecond >= 0 && subsecond < 1)) throw new RangeError('subsecondStart must be in [0, 1)');
  // Readers take the duration from the header's 8 characters (1/3 s is written 0.333333), and
  // EDF+ spec 2.2.4 wants each record's time-keeping TAL to be the previous one plus that
  // duration, so records are placed with the written value. Counted in 100 ns ticks, the TALs'
  // resolution, so that no floating-point drift makes two records' distance differ from it.
  const durationText = formatNumberField(duration, 8);
  const durationTicks = Math.round(Number(durationText) * TICKS_PER_SECOND);
  const subsecondTicks = Math.round(subsecond * TICKS_PER_SECOND);
  const recordStarts = variant.endsWith('+D')
    ? checkedRecordStarts(input.recordStarts, dataRecords, Number(durationText))
    : Array.from(
        { length: dataRecords },
        (_, record) => (subsecondTicks + record * durationTicks) / TICKS_PER_SECOND,
      );
  const plan = planAnnotationRecords(input.annotations ?? [], recordStarts, bytesPerSample);
  const annotationLabel = isBdf ? 'BDF Annotations' : 'EDF Annotations';
  const signalCount = signals.length + 1;
  const annotationHeader = [
    formatTextField(annotationLabel, 16),
    formatTextField('', 80),
    formatTextField('', 8),
    formatNumberField(-1, 8),
    formatNumberField(1, 8),
    formatNumberField(limits.min, 8),
    formatNumberField(limits.max, 8),
    formatTextField('', 80),
    formatNumberField(plan.samplesPerRecord, 8),
    formatTextField('', 32),
  ];
  const { startDate, patient = {}, recording = {} } = input;
  const patientField = fitSubfields(
    [
      subfield(patient.code),
      patient.sex ?? 'X',
      patient.birthdate ? plusDate(patient.birthdate) : 'X',
      subfield(patient.name),
    ],
    [0, 3],
  );
  const recordingField = fitSubfields(
    [
      'Startdate',
      plusDate(startDate),
      subfield(recording.admincode),
      subfield(recording.technician),
      subfield(recording.equipment),
    ],
    [2, 3, 4],
  );
  const columns = [...signals.map((signal) => signal.header), annotationHeader];
  const fixed = [
    isBdf ? ' BIOSEMI' : formatTextField('0', 8),
    formatTextField(patientField, 80),
    formatTextField(recordingField, 80),
    `${two(startDate.day)}.${two(startDate.month)}.${two(startDate.year % 100)}`,
    `${two(startDate.hour)}.${two(startDate.minute)}.${two(startDate.second)}`,
    formatNumberField(256 * (signalCount + 1), 8),
    formatTextField(variant, 44),
    formatNumberField(dataRecords, 8),
    durationText,
    formatNumberField(signalCount, 4),
  ].join('');
  const perSignal = annotationHeader
    .map((_, field) => columns.map((column) => column[field]).join(''))
    .join('');
  const header = new Uint8Array(256 * (signalCount + 1));
  for (let index = 0; index < header.length; index += 1)
    header[index] = (fixed + perSignal).charCodeAt(index);
  // BDF's version field starts with the byte 0xFF (BioSemi BDF description).
  if (isBdf) header[0] = 0xff;

  const recordBytes =
    (signals.reduce((sum, signal) => sum + signal.samplesPerRecord, 0) + plan.samplesPerRecord) *
    bytesPerSample;
  return {
    header,
    dataRecords,
    recordBytes,
    encodeRecords(first, count, samples) {
      if (!(first >= 0 && count >= 0 && first + count <= dataRecords))
        throw new RangeError(`records ${first}..${first + count} are outside 0..${dataRecords}`);
      const chunk = new Uint8Array(count * recordBytes);
      for (let offset = 0; offset < count; offset += 1) {
        const record = first + offset;
        let at = offset * recordBytes;
        signals.forEach((signal, index) => {
          signal.encode(samples[index] ?? [], offset * signal.samplesPerRecord, chunk, at);
          at += signal.samplesPerRecord * bytesPerSample;
        });
        // The annotation signal: time-keeping TAL, this record's TALs, then 0x00 padding.
        for (const tal of [
          encodeTimeKeepingTal(recordStarts[record] ?? 0),
          ...(plan.talsByRecord[record] ?? []),
        ]) {
          chunk.set(tal, at);
          at += tal.length;
        }
      }
      return chunk;
    },
  };
}

/**
 * Encodes an EDF+C (or BDF+C) file chunk by chunk: the header first, then `recordsPerChunk` data
 * records at a time, so a day-long recording can be streamed to disk without one huge buffer.
 * @example
 * for (const chunk of encodeEdf(input)) await handle.write(chunk);
 */
export function* encodeEdf(
  input: EdfWriteInput,
  { recordsPerChunk = 64 } = {},
): Generator<Uint8Array> {
  const dataRecords = Math.max(
    1,
    ...input.signals.map((signal) => Math.ceil(signal.samples.length / signal.samplesPerRecord)),
  );
  const encoder = createEdfEncoder({ ...input, dataRecords });
  yield encoder.header;
  for (let first = 0; first < dataRecords; first += recordsPerChunk) {
    const count = Math.min(recordsPerChunk, dataRecords - first);
    yield encoder.encodeRecords(
      first,
      count,
      input.signals.map(({ samples, samplesPerRecord }) =>
        recordsOf(samples, first * samplesPerRecord, count * samplesPerRecord),
      ),
    );
  }
}

/** `length` values of `samples` from `from` (a view of a typed array, a copy of others). */
function recordsOf(samples: ArrayLike<number>, from: number, length: number): ArrayLike<number> {
  const to = Math.min(samples.length, from + length);
  if (ArrayBuffer.isView(samples) && 'subarray' in samples)
    return (samples as Float32Array).subarray(from, to);
  return Array.prototype.slice.call(samples, from, to) as number[];
}

/** Encodes a whole EDF+C (or BDF+C) file into one buffer; see {@link encodeEdf} for streaming. */
export function writeEdf(input: EdfWriteInput): Uint8Array {
  const chunks = [...encodeEdf(input)];
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
