import type { ByteSource } from '../byteSource/ByteSource';
import {
  copyDigitalSamples,
  decodeSamples,
  sampleChunk,
  scalingOf,
  type EdfScaling,
  type SampleChunk,
} from './decodeSamples';
import { EdfFormatError } from './EdfFormatError';
import {
  parseEdfPlusPatient,
  parseEdfPlusRecording,
  type EdfPlusPatient,
  type EdfPlusRecording,
} from './parseEdfPlusIdentification';
import { parseTals } from './parseTals';
import { EDF_FIXED_HEADER_BYTES, readFixedHeader, type EdfFixedHeader } from './readFixedHeader';
import { dataRecordBytes, readSignalHeaders, type EdfSignalHeader } from './readSignalHeaders';
import { BACK_TO_BACK_SECONDS, recordTimeline, type RecordTimeline } from './recordTimeline';

/** The complete header of an EDF/EDF+/BDF file. */
export interface EdfHeader extends EdfFixedHeader {
  /** Data records actually in the file (resolved from the file size when the header says -1). */
  dataRecords: number;
  signals: EdfSignalHeader[];
  /** EDF+ patient subfields, when the file is EDF+ and follows the convention. */
  patient: EdfPlusPatient | null;
  /** EDF+ recording subfields, when the file is EDF+ and follows the convention. */
  recording: EdfPlusRecording | null;
  /** Bytes per sample: 2 for EDF, 3 for BDF. */
  bytesPerSample: 2 | 3;
  /** Bytes of one data record over all signals. */
  recordBytes: number;
}

/** One annotation: a TAL with several texts gives one annotation per text, as EDFlib does. */
export interface EdfAnnotation {
  /** Seconds after the header's start date/time. */
  onset: number;
  duration: number | null;
  text: string;
}

/** What to read: a time span in seconds after the header's start and, optionally, some signals. */
export interface EdfWindowRequest {
  start: number;
  end: number;
  /** Signal indexes or labels; all ordinary (non-annotation) signals when omitted. */
  channels?: readonly (number | string)[];
}

/** Records [from, to) of some signals (indexes or labels; all ordinary ones when omitted). */
export interface EdfRecordsRequest {
  from: number;
  to: number;
  channels?: readonly (number | string)[];
}

export interface EdfWindowSignal {
  index: number;
  label: string;
  sampleRate: number;
  /** Time of `samples[0]`, in seconds after the header's start. */
  startTime: number;
  /** Physical values; NaN where an EDF+D file has a gap between records. */
  samples: Float32Array;
}

/** A signal's samples of a window as the file stores them, with the line to physical values. */
export interface EdfDigitalWindowSignal extends Omit<EdfWindowSignal, 'samples'> {
  /** 16-bit (EDF) or 24-bit (BDF) integers; physical = gain × (digital + offset), as float32. */
  values: Int16Array | Int32Array;
  gain: number;
  offset: number;
}

/** An opened recording: its header plus readers that fetch only the records they need. */
export interface EdfRecordingReader {
  header: EdfHeader;
  /** Seconds from the header's start to where the data records start and end. */
  timeline: RecordTimeline;
  readWindow(request: EdfWindowRequest): Promise<EdfWindowSignal[]>;
  /**
   * The window's samples still digital, for readers that map only some of them to physical
   * values (a pyramid's extremes): half the memory of `readWindow` and no work per sample but a
   * copy. A digital array has no gap: throws RangeError on an EDF+D file with gaps.
   */
  readDigitalWindow(request: EdfWindowRequest): Promise<EdfDigitalWindowSignal[]>;
  /**
   * Physical values of the records [from, to) of ordinary signals, record after record, each
   * record's samples where the file has them whatever gap lies between records (EDF+D): what a
   * writer copying records needs, where `readWindow` puts samples on one time grid.
   */
  readRecords(request: EdfRecordsRequest): Promise<Float32Array[]>;
  readAnnotations(): Promise<EdfAnnotation[]>;
  /**
   * Samples of an ordinary signal over the whole timeline, gaps of EDF+D included: how many
   * windows covering the timeline give, known before reading them.
   */
  sampleCount(channel: number | string): number;
}

/** Reads at most this many bytes of data records at a time, whatever the window. */
const READ_CHUNK_BYTES = 4 << 20;

async function readExactly(
  source: ByteSource,
  offset: number,
  length: number,
  field: string,
): Promise<Uint8Array> {
  const bytes = await source.read(offset, length);
  if (bytes.length < length) {
    throw new EdfFormatError(
      field,
      `file ends at byte ${offset + bytes.length}, expected ${offset + length}`,
    );
  }
  return bytes;
}

function resolveDataRecords(fixed: EdfFixedHeader, recordBytes: number, size: number): number {
  const dataBytes = size - fixed.headerBytes;
  // EDF spec: -1 means the recorder had not finished; the file size then tells the count.
  if (fixed.dataRecords === -1) return Math.floor(dataBytes / recordBytes);
  const expected = fixed.dataRecords * recordBytes;
  const promise = `header promises ${fixed.dataRecords} records of ${recordBytes} bytes`;
  if (dataBytes < expected) {
    throw new EdfFormatError(
      'dataRecords',
      `${promise}, file holds ${Math.max(0, Math.floor(dataBytes / recordBytes))}`,
    );
  }
  // EDF spec: the file is the header and the records, nothing more; bytes after them mean the
  // header's count or record layout is wrong, and so would be every time and sample read.
  if (dataBytes > expected)
    throw new EdfFormatError(
      'dataRecords',
      `${promise}, file holds ${dataBytes - expected} bytes more`,
    );
  return fixed.dataRecords;
}

/**
 * Opens an EDF, EDF+ or BDF(+) recording: reads and checks its header and, for EDF+D, the
 * time-keeping TAL of every record. Samples and annotations are read later, on demand.
 * @example
 * const recording = await openEdf(bufferSource(bytes));
 * const [ecg] = await recording.readWindow({ start: 60, end: 70, channels: ['ECG'] });
 */
export async function openEdf(source: ByteSource): Promise<EdfRecordingReader> {
  const fixed = readFixedHeader(await source.read(0, EDF_FIXED_HEADER_BYTES));
  const headerBytes = await readExactly(source, 0, fixed.headerBytes, 'headerBytes');
  const signals = readSignalHeaders(headerBytes, fixed);
  const bytesPerSample = fixed.variant.startsWith('BDF') ? 3 : 2;
  const recordBytes = dataRecordBytes(fixed.variant, signals);
  const dataRecords = resolveDataRecords(fixed, recordBytes, source.size);
  const isPlus = fixed.variant.includes('+');
  const header: EdfHeader = {
    ...fixed,
    dataRecords,
    signals,
    patient: isPlus ? parseEdfPlusPatient(fixed.patientId) : null,
    recording: isPlus ? parseEdfPlusRecording(fixed.recordingId) : null,
    bytesPerSample,
    recordBytes,
  };
  const signalOffsets: number[] = [];
  let offset = 0;
  for (const signal of signals) {
    signalOffsets.push(offset);
    offset += signal.samplesPerRecord * bytesPerSample;
  }
  const annotationSignals = signals.filter((signal) => signal.isAnnotations);
  const firstAnnotations = annotationSignals[0];

  /** Calls `visit` with each record's bytes, reading a bounded chunk of records at a time. */
  async function forEachRecord(
    from: number,
    to: number,
    visit: (record: number, chunk: SampleChunk, at: number) => void,
  ): Promise<void> {
    const perChunk = Math.max(1, Math.floor(READ_CHUNK_BYTES / Math.max(1, recordBytes)));
    for (let first = from; first < to; first += perChunk) {
      const count = Math.min(perChunk, to - first);
      const bytes = await readExactly(
        source,
        fixed.headerBytes + first * recordBytes,
        count * recordBytes,
        'dataRecords',
      );
      const chunk = sampleChunk(bytes, bytesPerSample);
      for (let record = 0; record < count; record += 1)
        visit(first + record, chunk, record * recordBytes);
    }
  }

  const annotationBytes = (signal: EdfSignalHeader, { bytes }: SampleChunk, at: number) => {
    const start = at + (signalOffsets[signal.index] ?? 0);
    return bytes.subarray(start, start + signal.samplesPerRecord * bytesPerSample);
  };

  // EDF+ spec 2.2.4: the first TAL of the first annotation signal in each record starts with an
  // empty annotation whose onset is the record's start time. EDF+C needs only the first record's
  // (its records are back to back); EDF+D needs every record's.
  const recordStarts: number[] = [];
  if (firstAnnotations && dataRecords > 0) {
    const keepAll = fixed.variant.endsWith('+D');
    await forEachRecord(0, keepAll ? dataRecords : 1, (record, chunk, at) => {
      const field = `record[${record}].timeKeeping`;
      const [first] = parseTals(annotationBytes(firstAnnotations, chunk, at), field);
      if (!first || first.texts[0] !== '') {
        throw new EdfFormatError(field, 'record does not start with a time-keeping TAL');
      }
      const previous = recordStarts[recordStarts.length - 1];
      // EDF+ spec: data records are in chronological order and do not overlap.
      if (
        previous !== undefined &&
        first.onset < previous + fixed.recordDurationSeconds - BACK_TO_BACK_SECONDS
      ) {
        throw new EdfFormatError(
          field,
          `record starts at ${first.onset} s, before the previous one ends`,
        );
      }
      recordStarts.push(first.onset);
    });
  }
  const timeline = recordTimeline(header, recordStarts);

  function resolveChannels(channels: EdfWindowRequest['channels']): EdfSignalHeader[] {
    if (!channels) return signals.filter((signal) => !signal.isAnnotations);
    return channels.map((channel) => {
      const signal =
        typeof channel === 'number'
          ? signals[channel]
          : signals.find((candidate) => candidate.label === channel);
      if (!signal || signal.isAnnotations)
        throw new RangeError(`no ordinary signal ${JSON.stringify(channel)}`);
      return signal;
    });
  }

  /** Index on a signal's sample grid (from the timeline's start) of the first sample at or after `time`. */
  const gridIndex = (time: number, signal: EdfSignalHeader) =>
    Math.ceil((time - timeline.start) * signal.sampleRate - 1e-9);

  const sampleCount = (channel: number | string) => {
    const [signal] = resolveChannels([channel]);
    return signal ? Math.max(0, gridIndex(timeline.end, signal)) : 0;
  };

  /**
   * Reads the window's samples of the wanted signals into arrays `allocate` makes, each record's
   * samples handed to `decode` at their place; answers the arrays with where they start.
   */
  async function readSamples<Samples extends Float32Array | Int16Array | Int32Array>(
    { start, end, channels }: EdfWindowRequest,
    allocate: (length: number) => Samples,
    decode: (
      chunk: SampleChunk,
      byte: number,
      count: number,
      scaling: EdfScaling,
      target: Samples,
      at: number,
    ) => void,
  ) {
    if (!(Number.isFinite(start) && Number.isFinite(end) && end >= start))
      throw new RangeError(`window ${start}..${end} is not a time span`);
    const wanted = resolveChannels(channels);
    const origin = timeline.start;
    const outputs = wanted.map((signal) => {
      const first = Math.max(0, gridIndex(start, signal));
      const last = Math.min(gridIndex(timeline.end, signal), gridIndex(end, signal));
      const samples = allocate(Math.max(0, last - first));
      return { signal, first, samples, scaling: scalingOf(signal) };
    });
    const { from, to } = timeline.recordsCovering(start, end);
    await forEachRecord(from, to, (record, chunk, at) => {
      const recordStart = timeline.recordStart(record) - origin;
      for (const output of outputs) {
        const { signal, first, samples, scaling } = output;
        const perRecord = signal.samplesPerRecord;
        // Index of this record's first sample on the signal's grid from the first record.
        const base = timeline.hasGaps
          ? Math.round(recordStart * signal.sampleRate)
          : record * perRecord;
        const skip = Math.max(0, first - base);
        const take = Math.min(perRecord, first + samples.length - base) - skip;
        if (take <= 0) continue;
        const byte = at + (signalOffsets[signal.index] ?? 0) + skip * bytesPerSample;
        decode(chunk, byte, take, scaling, samples, base + skip - first);
      }
    });
    return outputs.map(({ signal, first, samples, scaling }) => ({
      index: signal.index,
      label: signal.label,
      sampleRate: signal.sampleRate,
      startTime: origin + (signal.sampleRate > 0 ? first / signal.sampleRate : 0),
      samples,
      scaling,
    }));
  }

  async function readWindow(request: EdfWindowRequest): Promise<EdfWindowSignal[]> {
    const signals = await readSamples(
      request,
      (length) => {
        const samples = new Float32Array(length);
        // EDF+D: where no record lies, the samples stay NaN.
        if (timeline.hasGaps) samples.fill(Number.NaN);
        return samples;
      },
      (chunk, byte, count, scaling, target, at) =>
        decodeSamples(chunk, byte, count, bytesPerSample, scaling, target, at),
    );
    return signals.map(({ scaling: _scaling, ...signal }) => signal);
  }

  async function readDigitalWindow(request: EdfWindowRequest): Promise<EdfDigitalWindowSignal[]> {
    if (timeline.hasGaps)
      throw new RangeError('an EDF+D file with gaps has no digital window: use readWindow');
    const signals = await readSamples<Int16Array | Int32Array>(
      request,
      (length) => (bytesPerSample === 2 ? new Int16Array(length) : new Int32Array(length)),
      (chunk, byte, count, _scaling, target, at) =>
        copyDigitalSamples(chunk, byte, count, bytesPerSample, target, at),
    );
    return signals.map(({ samples, scaling, ...signal }) => ({
      ...signal,
      values: samples,
      gain: scaling.gain,
      offset: scaling.offset,
    }));
  }

  async function readRecords({ from, to, channels }: EdfRecordsRequest): Promise<Float32Array[]> {
    if (!(
      Number.isInteger(from) &&
      Number.isInteger(to) &&
      from >= 0 &&
      to >= from &&
      to <= dataRecords
    ))
      throw new RangeError(`records ${from}..${to} are outside 0..${dataRecords}`);
    const outputs = resolveChannels(channels).map((signal) => ({
      signal,
      samples: new Float32Array((to - from) * signal.samplesPerRecord),
      scaling: scalingOf(signal),
    }));
    await forEachRecord(from, to, (record, chunk, at) => {
      for (const { signal, samples, scaling } of outputs) {
        const perRecord = signal.samplesPerRecord;
        const byte = at + (signalOffsets[signal.index] ?? 0);
        decodeSamples(
          chunk,
          byte,
          perRecord,
          bytesPerSample,
          scaling,
          samples,
          (record - from) * perRecord,
        );
      }
    });
    return outputs.map((output) => output.samples);
  }

  async function readAnnotations(): Promise<EdfAnnotation[]> {
    const annotations: EdfAnnotation[] = [];
    await forEachRecord(0, dataRecords, (record, chunk, at) => {
      for (const signal of annotationSignals) {
        const tals = parseTals(
          annotationBytes(signal, chunk, at),
          `record[${record}].signal[${signal.index}]`,
        );
        tals.forEach((tal, position) => {
          // Skip the time-keeping entry: the first text of the record's first TAL, when empty.
          const texts =
            signal === firstAnnotations && position === 0 ? tal.texts.slice(1) : tal.texts;
          for (const text of texts)
            annotations.push({ onset: tal.onset, duration: tal.duration, text });
        });
      }
    });
    return annotations;
  }

  return {
    header,
    timeline,
    readWindow,
    readDigitalWindow,
    readRecords,
    readAnnotations,
    sampleCount,
  };
}
