import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobSource, bufferSource, fileHandleSource } from '../byteSource/ByteSource';
import { EdfFormatError } from './EdfFormatError';
import { openEdf } from './openEdf';
import { writeEdf } from './writeEdf';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const sample = (file: string) => path.join(testdata, 'edf', file);
const bytesOf = (file: string) => new Uint8Array(readFileSync(sample(file)));

/** An EDF+D file of one ECG signal (±1 mV) with its records at `recordStarts`. */
const gappedEcg = (recordStarts: number[], samplesPerRecord: number, samples: Float32Array) =>
  writeEdf({
    startDate: { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
    variant: 'EDF+D',
    recordStarts,
    signals: [
      {
        label: 'ECG',
        physicalDimension: 'mV',
        physicalMin: -1,
        physicalMax: 1,
        samplesPerRecord,
        samples,
      },
    ],
  });

describe('openEdf', () => {
  it('reads every per-signal header field and the EDF+ identification subfields', async () => {
    const { header } = await openEdf(bufferSource(bytesOf('test_utf8.edf')));
    expect(header.signals[0]).toMatchObject({
      label: 'Fp1',
      physicalDimension: 'uV',
      physicalMin: 8711,
      physicalMax: -8711,
      digitalMin: -32768,
      digitalMax: 32767,
      samplesPerRecord: 128,
      sampleRate: 128,
      isAnnotations: false,
    });
    expect(header.signals[1]).toMatchObject({
      label: 'EDF Annotations',
      samplesPerRecord: 26,
      isAnnotations: true,
    });
    expect(header.patient).toEqual({
      code: null,
      sex: 'F',
      birthdate: { year: 1998, month: 1, day: 20 },
      name: 'X,X',
      additional: [],
    });
    expect(header.recording?.startdate).toEqual({ year: 2020, month: 1, day: 24 });
  });

  it('reads sub-second onsets, UTF-8 texts and the sub-second start of the first record', async () => {
    const recording = await openEdf(bufferSource(bytesOf('test_utf8.edf')));
    expect(recording.timeline.start).toBeCloseTo(0.3945312, 7);
    const annotations = await recording.readAnnotations();
    expect(annotations).toHaveLength(5);
    expect(annotations[0]).toEqual({ onset: 1.9511719, duration: null, text: 'XLSpike' });
    expect(annotations).toContainEqual({ onset: 120, duration: null, text: '中文测试八个字' });
  });

  it('reads all 856 annotations of an annotation-only file with 0 s records', async () => {
    const recording = await openEdf(bufferSource(bytesOf('test_edfann.edf')));
    const annotations = await recording.readAnnotations();
    expect(annotations).toHaveLength(856);
    expect(annotations[0]).toEqual({ onset: 0, duration: 30, text: 'Sleep stage W' });
    expect(annotations[2]).toEqual({ onset: 33.43, duration: 0, text: 'Lights off@@EEG F4-A1' });
    expect(await recording.readWindow({ start: 0, end: 100 })).toEqual([]);
  });

  it('scales the EDFlib generator waveforms to their physical values', async () => {
    const recording = await openEdf(bufferSource(bytesOf('test_generator.edf')));
    const [square, ramp] = await recording.readWindow({ start: 0, end: 20, channels: [0, 'ramp'] });
    expect(square?.samples).toHaveLength(4000);
    expect(Math.max(...(square?.samples ?? []))).toBeCloseTo(100, 1);
    expect(Math.min(...(square?.samples ?? []))).toBeCloseTo(-100, 1);
    expect(ramp?.label).toBe('ramp');
    const annotations = await recording.readAnnotations();
    expect(annotations.map((annotation) => annotation.text)).toEqual([
      'Recording starts',
      'Recording ends',
    ]);
  });

  it('reads a window through a file handle, a Blob and a buffer alike', async () => {
    const bytes = bytesOf('test_generator.edf');
    const handle = await open(sample('test_generator.edf'));
    try {
      const windows = await Promise.all(
        [bufferSource(bytes), blobSource(new Blob([bytes])), await fileHandleSource(handle)].map(
          async (source) =>
            (await openEdf(source)).readWindow({
              start: 12.5,
              end: 14.25,
              channels: ['sine 8 Hz'],
            }),
        ),
      );
      for (const [signal] of windows) {
        expect(signal?.samples).toHaveLength(350);
        expect(signal?.startTime).toBe(12.5);
      }
      expect(windows[1]?.[0]?.samples).toEqual(windows[0]?.[0]?.samples);
      expect(windows[2]?.[0]?.samples).toEqual(windows[0]?.[0]?.samples);
    } finally {
      await handle.close();
    }
  });

  it('reads only the records covering the window', async () => {
    const bytes = bytesOf('test_generator.edf');
    const reads: [number, number][] = [];
    const source = bufferSource(bytes);
    const recording = await openEdf({
      size: source.size,
      read: (offset, length) => {
        reads.push([offset, length]);
        return source.read(offset, length);
      },
    });
    reads.length = 0;
    await recording.readWindow({ start: 100.5, end: 102.5 });
    const recordBytes = recording.header.recordBytes;
    expect(reads).toEqual([[recording.header.headerBytes + 100 * recordBytes, 3 * recordBytes]]);
  });

  it('clips a window to the recording and reads nothing outside it', async () => {
    const recording = await openEdf(bufferSource(bytesOf('test_utf8.edf')));
    const [fp1] = await recording.readWindow({ start: 697, end: 800 });
    // Samples sit on a 1/128 s grid from the first record's start, 0.3945312 s.
    expect(fp1?.samples).toHaveLength(178);
    expect(fp1?.startTime).toBeCloseTo(0.3945312 + 89166 / 128, 9);
    const [empty] = await recording.readWindow({ start: 900, end: 1000 });
    expect(empty?.samples).toHaveLength(0);
  });

  it('counts records from the file size when the header says -1', async () => {
    const bytes = bytesOf('test_utf8.edf');
    bytes.set(new TextEncoder().encode('-1      '), 236);
    expect((await openEdf(bufferSource(bytes))).header.dataRecords).toBe(698);
  });

  it('names the field when the file is shorter than the header promises', async () => {
    const bytes = bytesOf('test_utf8.edf').subarray(0, 100_000);
    await expect(openEdf(bufferSource(bytes))).rejects.toThrow(
      new EdfFormatError('dataRecords', 'header promises 698 records of 308 bytes, file holds 322'),
    );
  });

  it('refuses bytes after the last record the header counts', async () => {
    const whole = bytesOf('test_utf8.edf');
    const bytes = new Uint8Array(whole.length + 100);
    bytes.set(whole);
    await expect(openEdf(bufferSource(bytes))).rejects.toThrow(
      new EdfFormatError(
        'dataRecords',
        'header promises 698 records of 308 bytes, file holds 100 bytes more',
      ),
    );
  });

  it('names the signal field that is wrong', async () => {
    const bytes = bytesOf('test_utf8.edf');
    // digital minimum of signal 0 sits after 256 + 2 × (16 + 80 + 8 + 8 + 8) bytes.
    bytes.set(new TextEncoder().encode('-40000  '), 256 + 2 * 120);
    await expect(openEdf(bufferSource(bytes))).rejects.toThrow(/^signal\[0\]\.digitalMin/);
  });

  it('reads plain EDF, where an "EDF Annotations" label is just a signal and time starts at 0', async () => {
    const bytes = bytesOf('test_utf8.edf');
    bytes.set(new TextEncoder().encode('     '), 192);
    const recording = await openEdf(bufferSource(bytes));
    expect(recording.header.variant).toBe('EDF');
    expect(recording.header.patient).toBeNull();
    expect(recording.timeline.start).toBe(0);
    expect(recording.header.signals[1]?.isAnnotations).toBe(false);
    expect(await recording.readAnnotations()).toEqual([]);
  });

  it('refuses an EDF+ record without its time-keeping TAL', async () => {
    const bytes = bytesOf('test_utf8.edf');
    // The first record's annotation signal follows its 128 Fp1 samples.
    bytes.fill(0, 768 + 256, 768 + 256 + 52);
    bytes.set(new TextEncoder().encode('+0\x14Note\x14\x00'), 768 + 256);
    await expect(openEdf(bufferSource(bytes))).rejects.toThrow(
      new EdfFormatError('record[0].timeKeeping', 'record does not start with a time-keeping TAL'),
    );
  });

  it('refuses EDF+D records that run backwards in time', async () => {
    const signal = {
      label: 'Pulse',
      physicalDimension: 'bpm',
      physicalMin: 0,
      physicalMax: 1,
      samplesPerRecord: 1,
      samples: [0, 0],
    };
    const startDate = { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    const bytes = writeEdf({
      startDate,
      variant: 'EDF+D',
      recordStarts: [5, 7],
      signals: [signal],
    });
    // Rewrite the second record's time-keeping onset "+7" as "+1": same length, earlier time.
    const text = new TextDecoder('latin1').decode(bytes);
    bytes[text.indexOf('+7\x14\x14') + 1] = 0x31;
    await expect(openEdf(bufferSource(bytes))).rejects.toThrow(
      /^record\[1\]\.timeKeeping: record starts at 1 s/,
    );
  });

  it('knows the sample count that windows over the whole timeline give, gaps included', async () => {
    const gapped = gappedEcg([0.25, 3, 10.5], 7, new Float32Array(21));
    for (const bytes of [gapped, bytesOf('test_utf8.edf')]) {
      const recording = await openEdf(bufferSource(bytes));
      const { start, end } = recording.timeline;
      let read = 0;
      for (let from = start; from < end; from += 1.3) {
        const [signal] = await recording.readWindow({
          start: from,
          end: Math.min(end, from + 1.3),
        });
        read += signal?.samples.length ?? 0;
      }
      expect(recording.sampleCount(0)).toBe(read);
    }
  });

  it('reads a window still digital, with the line that gives readWindow its values', async () => {
    // A BDF+ with a falling line (physical maximum below the minimum) and 3-byte samples.
    const wave = (length: number) => Float32Array.from({ length }, (_, index) => Math.sin(index));
    const bdf = writeEdf({
      startDate: { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
      variant: 'BDF+C',
      signals: [
        {
          label: 'ECG',
          physicalDimension: 'mV',
          physicalMin: 2,
          physicalMax: -2,
          samplesPerRecord: 7,
          samples: wave(140),
        },
        {
          label: 'Pulse',
          physicalDimension: 'bpm',
          physicalMin: 0,
          physicalMax: 250,
          samplesPerRecord: 1,
          samples: wave(20),
        },
      ],
    });
    for (const bytes of [bytesOf('test_generator.edf'), bdf]) {
      const recording = await openEdf(bufferSource(bytes));
      const request = { start: 3.3, end: 11.7 };
      const physical = await recording.readWindow(request);
      const digital = await recording.readDigitalWindow(request);
      expect(digital.map(({ index, startTime }) => ({ index, startTime }))).toEqual(
        physical.map(({ index, startTime }) => ({ index, startTime })),
      );
      expect(digital[0]?.values).toBeInstanceOf(bytes === bdf ? Int32Array : Int16Array);
      expect(digital[0]?.values.length).toBeGreaterThan(0);
      for (const [position, { values, gain, offset }] of digital.entries())
        expect(Float32Array.from(values, (value) => gain * (value + offset))).toEqual(
          physical[position]?.samples,
        );
    }
  });

  it('reads records as they lie and splits them into runs at the gaps of EDF+D', async () => {
    const samples = Float32Array.from({ length: 12 }, (_, index) => index / 20);
    // Back to back, a gap, then a record off the 4 Hz grid of the first.
    const gapped = gappedEcg([0, 1, 5.1], 4, samples);
    const recording = await openEdf(bufferSource(gapped));
    expect(recording.timeline.runs(0, 3)).toEqual([
      { from: 0, to: 2 },
      { from: 2, to: 3 },
    ]);
    const [records] = await recording.readRecords({ from: 1, to: 3 });
    const [window] = await recording.readWindow({ start: 1, end: 2 });
    expect(records).toHaveLength(8);
    expect(records?.subarray(0, 4)).toEqual(window?.samples);
    records?.forEach((value, index) => expect(value).toBeCloseTo((4 + index) / 20, 4));
    await expect(recording.readRecords({ from: 2, to: 4 })).rejects.toThrow(RangeError);
    const continuous = await openEdf(bufferSource(bytesOf('test_generator.edf')));
    expect(continuous.timeline.runs(3, 9)).toEqual([{ from: 3, to: 9 }]);
  });

  it('has no digital window for an EDF+D file with gaps', async () => {
    const gapped = gappedEcg([0, 3], 4, new Float32Array(8));
    const recording = await openEdf(bufferSource(gapped));
    await expect(recording.readDigitalWindow({ start: 0, end: 4 })).rejects.toThrow(RangeError);
  });

  it('refuses a window of signals the file does not have', async () => {
    const recording = await openEdf(bufferSource(bytesOf('test_utf8.edf')));
    await expect(recording.readWindow({ start: 0, end: 1, channels: ['ECG'] })).rejects.toThrow(
      RangeError,
    );
    await expect(recording.readWindow({ start: 0, end: 1, channels: [1] })).rejects.toThrow(
      RangeError,
    );
    await expect(recording.readWindow({ start: 5, end: 1 })).rejects.toThrow(RangeError);
  });
});
