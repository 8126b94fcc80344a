import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferSource } from '../byteSource/ByteSource';
import { openEdf } from './openEdf';
import { createEdfEncoder, encodeEdf, writeEdf, type EdfWriteInput } from './writeEdf';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const startDate = { year: 2026, month: 3, day: 14, hour: 22, minute: 5, second: 9 };

function sine(count: number, rate: number, amplitude: number) {
  return Float32Array.from(
    { length: count },
    (_, index) => amplitude * Math.sin((2 * Math.PI * index) / rate),
  );
}

const input: EdfWriteInput = {
  startDate,
  patient: {
    code: 'MCH-0234567',
    sex: 'F',
    birthdate: { year: 1951, month: 8, day: 2 },
    name: 'Haagse Harry',
  },
  recording: { admincode: 'PSG-1234/2026', technician: 'NN', equipment: 'Telemed R1' },
  recordDurationSeconds: 1,
  signals: [
    {
      label: 'ECG',
      transducer: 'AgAgCl electrode',
      physicalDimension: 'mV',
      physicalMin: -5,
      physicalMax: 5,
      samplesPerRecord: 250,
      prefiltering: 'HP:0.05Hz',
      samples: sine(2500, 250, 2),
    },
    {
      label: 'SpO2',
      physicalDimension: '%',
      physicalMin: 0,
      physicalMax: 100,
      digitalMin: 0,
      digitalMax: 1000,
      samplesPerRecord: 1,
      samples: Float32Array.from({ length: 10 }, (_, index) => 90 + index / 3),
    },
    {
      label: 'Air flow',
      physicalDimension: 'a.u.',
      physicalMin: -1,
      physicalMax: 1,
      samplesPerRecord: 25,
      samples: sine(250, 25, 0.7),
    },
  ],
  annotations: [
    { onset: 0.25, duration: 10.5, text: 'Obstructive apnea' },
    { onset: 3.0000001, duration: null, text: 'Zażółć gęślą jaźń 中文' },
    { onset: -1.5, duration: 0, text: 'Lights off' },
    ...Array.from({ length: 40 }, (_, index) => ({
      onset: 9,
      duration: null,
      text: `Long note ${index} ${'x'.repeat(300)}`,
    })),
  ],
};

describe('writeEdf', () => {
  it('writes an EDF+C whose header reads back field for field', async () => {
    const { header } = await openEdf(bufferSource(writeEdf(input)));
    expect(header).toMatchObject({
      variant: 'EDF+C',
      startDate,
      dataRecords: 10,
      recordDurationSeconds: 1,
      signalCount: 4,
    });
    expect(header.patient).toEqual({
      code: 'MCH-0234567',
      sex: 'F',
      birthdate: { year: 1951, month: 8, day: 2 },
      name: 'Haagse Harry',
      additional: [],
    });
    expect(header.recording).toMatchObject({
      startdate: { year: 2026, month: 3, day: 14 },
      admincode: 'PSG-1234/2026',
      equipment: 'Telemed R1',
    });
    expect(
      header.signals.map((signal) => [signal.label, signal.sampleRate, signal.physicalDimension]),
    ).toEqual([
      ['ECG', 250, 'mV'],
      ['SpO2', 1, '%'],
      ['Air flow', 25, 'a.u.'],
      ['EDF Annotations', header.signals[3]?.samplesPerRecord, ''],
    ]);
    expect(header.signals[0]).toMatchObject({
      transducer: 'AgAgCl electrode',
      prefiltering: 'HP:0.05Hz',
      digitalMin: -32768,
    });
  });

  it('reads back every multi-rate sample within half a quantisation step', async () => {
    const recording = await openEdf(bufferSource(writeEdf(input)));
    const read = await recording.readWindow({ start: 0, end: 10 });
    input.signals.forEach((signal, index) => {
      const step =
        (signal.physicalMax - signal.physicalMin) /
        ((signal.digitalMax ?? 32767) - (signal.digitalMin ?? -32768));
      const samples = read[index]?.samples ?? new Float32Array();
      expect(samples).toHaveLength(signal.samples.length);
      for (let sample = 0; sample < samples.length; sample += 1) {
        expect(
          Math.abs((samples[sample] ?? 0) - (signal.samples[sample] ?? 0)),
        ).toBeLessThanOrEqual(step / 2 + 1e-6);
      }
    });
  });

  it('reads back the annotations identically, long ones spread over the records', async () => {
    const recording = await openEdf(bufferSource(writeEdf(input)));
    const expected = [...(input.annotations ?? [])]
      .sort((a, b) => a.onset - b.onset)
      .map(({ onset, duration, text }) => ({ onset, duration, text }));
    expect(await recording.readAnnotations()).toEqual(expected);
    // 40 notes of 300+ bytes over 10 records: the signal is sized for a share, not for all of them.
    const annotationBytes = (recording.header.signals[3]?.samplesPerRecord ?? 0) * 2;
    expect(annotationBytes).toBeLessThan(12_600 / 2);
  });

  it('writes 24-bit BDF+ that reads back', async () => {
    const bytes = writeEdf({ ...input, variant: 'BDF+C' });
    expect(bytes[0]).toBe(0xff);
    const recording = await openEdf(bufferSource(bytes));
    expect(recording.header).toMatchObject({ variant: 'BDF+C', bytesPerSample: 3 });
    const [ecg] = await recording.readWindow({ start: 2, end: 3, channels: ['ECG'] });
    const original = input.signals[0]?.samples;
    expect(Math.abs((ecg?.samples[10] ?? 0) - (original?.[510] ?? 0))).toBeLessThan(1e-5);
    expect((await recording.readAnnotations()).length).toBe(43);
  });

  it('writes an annotation-only file with a single 0 s record', async () => {
    const recording = await openEdf(
      bufferSource(
        writeEdf({
          startDate,
          signals: [],
          annotations: [{ onset: 30, duration: 30, text: 'Sleep stage 1' }],
        }),
      ),
    );
    expect(recording.header).toMatchObject({
      recordDurationSeconds: 0,
      dataRecords: 1,
      signalCount: 1,
    });
    expect(await recording.readAnnotations()).toEqual([
      { onset: 30, duration: 30, text: 'Sleep stage 1' },
    ]);
  });

  it('streams the same bytes in chunks as in one buffer', () => {
    const chunks = [...encodeEdf(input, { recordsPerChunk: 3 })];
    expect(chunks).toHaveLength(1 + 4);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(writeEdf(input)));
  });

  it('encodes the same bytes record by record from samples given a stretch at a time', () => {
    const { signals, ...header } = input;
    const dataRecords = Math.max(
      ...signals.map((signal) => Math.ceil(signal.samples.length / signal.samplesPerRecord)),
    );
    const encoder = createEdfEncoder({ ...header, signals, dataRecords });
    const parts = [encoder.header];
    for (let first = 0; first < dataRecords; first += 2) {
      const count = Math.min(2, dataRecords - first);
      parts.push(
        encoder.encodeRecords(
          first,
          count,
          signals.map((signal) =>
            Array.from(signal.samples).slice(
              first * signal.samplesPerRecord,
              (first + count) * signal.samplesPerRecord,
            ),
          ),
        ),
      );
    }
    expect(Buffer.concat(parts)).toEqual(Buffer.from(writeEdf(input)));
    expect(parts[1]).toHaveLength(2 * encoder.recordBytes);
    expect(() => encoder.encodeRecords(dataRecords, 1, [])).toThrow(RangeError);
  });

  it('writes EDF+D whose gaps read back as NaN between the records', async () => {
    const samples = Float32Array.from({ length: 30 }, (_, index) => index);
    const bytes = writeEdf({
      startDate,
      variant: 'EDF+D',
      recordDurationSeconds: 1,
      recordStarts: [0.5, 1.5, 10],
      signals: [
        {
          label: 'Pulse',
          physicalDimension: 'bpm',
          physicalMin: -100,
          physicalMax: 100,
          samplesPerRecord: 10,
          samples,
        },
      ],
    });
    const recording = await openEdf(bufferSource(bytes));
    expect(recording.header.variant).toBe('EDF+D');
    expect([0, 1, 2].map((record) => recording.timeline.recordStart(record))).toEqual([
      0.5, 1.5, 10,
    ]);
    const [pulse] = await recording.readWindow({ start: 2, end: 10.3 });
    expect(pulse?.startTime).toBe(2);
    expect(pulse?.samples).toHaveLength(83);
    expect(pulse?.samples[0]).toBeCloseTo(15, 2);
    expect(pulse?.samples[4]).toBeCloseTo(19, 2);
    expect(Number.isNaN(pulse?.samples[5])).toBe(true);
    expect(pulse?.samples[80]).toBeCloseTo(20, 2);
    expect(pulse?.samples[82]).toBeCloseTo(22, 2);
  });

  it('refuses EDF+D records that overlap', () => {
    const signal = {
      label: 'Pulse',
      physicalDimension: 'bpm',
      physicalMin: 0,
      physicalMax: 1,
      samplesPerRecord: 1,
      samples: [0, 0],
    };
    expect(() =>
      writeEdf({ startDate, variant: 'EDF+D', recordStarts: [0, 0.5], signals: [signal] }),
    ).toThrow(/record 1 starts at 0.5 s/);
  });

  it('round-trips the sample files: samples within quantisation, annotations identical', async () => {
    for (const file of ['test_generator.edf', 'test_utf8.edf']) {
      const original = await openEdf(
        bufferSource(new Uint8Array(readFileSync(path.join(testdata, 'edf', file)))),
      );
      const { header } = original;
      const ordinary = header.signals.filter((signal) => !signal.isAnnotations);
      const read = await original.readWindow({ start: 0, end: original.timeline.end });
      const annotations = await original.readAnnotations();
      const copy = await openEdf(
        bufferSource(
          writeEdf({
            startDate: header.startDate,
            recordDurationSeconds: header.recordDurationSeconds,
            subsecondStart: original.timeline.start,
            signals: ordinary.map((signal, index) => ({
              ...signal,
              samples: read[index]?.samples ?? [],
            })),
            annotations,
          }),
        ),
      );
      expect(await copy.readAnnotations()).toEqual(annotations);
      expect(copy.timeline.start).toBe(original.timeline.start);
      const again = await copy.readWindow({ start: 0, end: copy.timeline.end });
      ordinary.forEach((signal, index) => {
        const step = Math.abs(
          (signal.physicalMax - signal.physicalMin) / (signal.digitalMax - signal.digitalMin),
        );
        const before = read[index]?.samples ?? new Float32Array();
        const after = again[index]?.samples ?? new Float32Array();
        expect(after).toHaveLength(before.length);
        let worst = 0;
        for (let sample = 0; sample < before.length; sample += 1)
          worst = Math.max(worst, Math.abs((after[sample] ?? 0) - (before[sample] ?? 0)));
        expect(worst).toBeLessThanOrEqual(step / 2 + Math.abs(signal.physicalMax) * 1e-6);
      });
    }
  });

  it('refuses a physical range that cannot be scaled', () => {
    const signal = {
      label: 'flat',
      physicalDimension: 'uV',
      physicalMin: 1,
      physicalMax: 1,
      samplesPerRecord: 1,
      samples: [1],
    };
    expect(() => writeEdf({ startDate, signals: [signal] })).toThrow(/physical range is empty/);
  });
});
