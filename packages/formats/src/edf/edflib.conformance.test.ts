/**
 * Conformance with EDFlib 1.23 (Teunis van Beelen; Debian package libedf-dev), the reference
 * implementation of EDF+/BDF+: a C program built against it (conformance/edflib-peer.c) reads the
 * sample files and the files our writer writes, and writes files our reader reads; header,
 * signals, physical samples and annotations must agree both ways.
 */
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileHandleSource } from '../byteSource/ByteSource';
import {
  buildEdflibPeer,
  dumpWithEdflib,
  EDFLIB_FILE_IS_DISCONTINUOUS,
  EDFLIB_MAX_ANNOTATION_BYTES,
  EDFLIB_TICKS_PER_SECOND,
  writeWithEdflib,
  type EdflibDump,
  type EdflibWriteSpec,
} from './edflibPeer';
import { openEdf, type EdfAnnotation, type EdfRecordingReader } from './openEdf';
import { EDF_MONTHS } from './parseEdfPlusIdentification';
import { writeEdf, type EdfWriteInput } from './writeEdf';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');

let directory = '';
let peer = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'telemed-edflib-'));
  peer = await buildEdflibPeer(directory);
}, 30_000);

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

interface OurReading {
  recording: EdfRecordingReader;
  samples: Float32Array[];
  annotations: EdfAnnotation[];
}

/** Reads a whole file the way an app does: through a file handle, every ordinary signal. */
async function readOurs(file: string): Promise<OurReading> {
  const handle = await open(file);
  try {
    const recording = await openEdf(await fileHandleSource(handle));
    const { start, end } = recording.timeline;
    const signals = await recording.readWindow({ start, end });
    const annotations = await recording.readAnnotations();
    return { recording, samples: signals.map((signal) => signal.samples), annotations };
  } finally {
    await handle.close();
  }
}

const ticks = (seconds: number) => Math.round(seconds * EDFLIB_TICKS_PER_SECOND);
const utf8 = new TextEncoder();

/**
 * Samples must be bit-exact: our Float32Array holds EDFlib's double rounded to float32. We
 * evaluate the scaling line in EDFlib's order, gain × (digital + offset) with offset = physical max
 * / gain - digital max, so both start from the same double and no tolerance is needed.
 */
function firstSampleMismatch(ours: Float32Array, theirs: Float64Array): string {
  for (let index = 0; index < theirs.length; index += 1) {
    if (ours[index] !== Math.fround(theirs[index]!))
      return `sample ${index}: ours ${ours[index]}, EDFlib ${theirs[index]}`;
  }
  return '';
}

const FILETYPES = { EDF: 0, 'EDF+C': 1, 'EDF+D': 1, BDF: 2, 'BDF+C': 3, 'BDF+D': 3 } as const;

/** EDFlib's spelling of an EDF+ birthdate: '02 aug 1951'. */
const edflibDate = (date: { year: number; month: number; day: number } | null) =>
  date
    ? `${String(date.day).padStart(2, '0')} ${EDF_MONTHS[date.month - 1]!.toLowerCase()} ${date.year}`
    : '';

/** Asserts that our reading of a file is EDFlib's, field by field, sample by sample. */
function expectSameAsEdflib(ours: OurReading, edflib: EdflibDump): void {
  const { header, timeline } = ours.recording;
  expect(edflib.version).toBe(123);
  expect(edflib.filetype).toBe(FILETYPES[header.variant]);
  const { startDate: date } = header;
  expect(edflib.startDate).toEqual([date.year, date.month, date.day]);
  expect(edflib.startTime).toEqual([date.hour, date.minute, date.second]);
  expect(edflib.startSubsecond).toBe(ticks(timeline.start));
  expect(edflib.datarecordDuration).toBe(ticks(header.recordDurationSeconds));
  expect(edflib.datarecords).toBe(header.dataRecords);
  expect(edflib.fileDuration).toBe(ticks(timeline.end - timeline.start));

  // EDFlib splits the EDF+ identification fields as the spec says: 'X' (unknown) becomes '' for
  // code, sex, birthdate, admincode, technician and equipment, while the name keeps its 'X';
  // '_' becomes ' '; what follows the defined subfields is one 'additional' text.
  const { patient, recording } = header;
  expect({
    patientCode: edflib.patientCode,
    gender: edflib.gender,
    birthdate: edflib.birthdate,
    patientName: edflib.patientName,
    patientAdditional: edflib.patientAdditional.trim(),
    admincode: edflib.admincode,
    technician: edflib.technician,
    equipment: edflib.equipment,
    recordingAdditional: edflib.recordingAdditional.trim(),
  }).toEqual({
    patientCode: patient?.code ?? '',
    gender: patient?.sex === 'F' ? 'Female' : patient?.sex === 'M' ? 'Male' : '',
    birthdate: edflibDate(patient?.birthdate ?? null),
    patientName: patient?.name ?? 'X',
    patientAdditional: patient?.additional.join(' ') ?? '',
    admincode: recording?.admincode ?? '',
    technician: recording?.technician ?? '',
    equipment: recording?.equipment ?? '',
    recordingAdditional: recording?.additional.join(' ') ?? '',
  });

  const ordinary = header.signals.filter((signal) => !signal.isAnnotations);
  expect(
    edflib.signals.map((signal) => ({
      ...signal,
      label: signal.label.trim(),
      transducer: signal.transducer.trim(),
      physicalDimension: signal.physicalDimension.trim(),
      prefilter: signal.prefilter.trim(),
    })),
  ).toEqual(
    ordinary.map((signal) => ({
      label: signal.label,
      transducer: signal.transducer,
      physicalDimension: signal.physicalDimension,
      prefilter: signal.prefiltering,
      physicalMin: signal.physicalMin,
      physicalMax: signal.physicalMax,
      digitalMin: signal.digitalMin,
      digitalMax: signal.digitalMax,
      samplesPerRecord: signal.samplesPerRecord,
      samplesInFile: signal.samplesPerRecord * header.dataRecords,
    })),
  );

  ordinary.forEach((signal, index) => {
    const theirs = edflib.samples[index]!;
    const mine = ours.samples[index]!;
    expect(mine.length, signal.label).toBe(theirs.length);
    expect(firstSampleMismatch(mine, theirs), signal.label).toBe('');
  });

  // EDFlib gives onsets after the first sample (it subtracts the sub-second start), durations in
  // 100 ns units (-1 s when absent), and keeps at most 512 bytes of a text.
  expect(
    edflib.annotations.map((annotation) => ({
      onset: annotation.onset,
      duration: annotation.durationL,
      text: Array.from(annotation.text),
    })),
  ).toEqual(
    ours.annotations.map((annotation) => ({
      onset: ticks(annotation.onset) - edflib.startSubsecond,
      duration:
        annotation.duration === null ? -EDFLIB_TICKS_PER_SECOND : ticks(annotation.duration),
      text: Array.from(utf8.encode(annotation.text).subarray(0, EDFLIB_MAX_ANNOTATION_BYTES)),
    })),
  );
}

describe('EDFlib reads the sample files as we do', () => {
  it.each(['test_generator.edf', 'test_utf8.edf', 'test_edfann.edf'])(
    '%s: header, signals, physical samples and annotations',
    async (name) => {
      const file = path.join(testdata, 'edf', name);
      const [ours, edflib] = await Promise.all([readOurs(file), dumpWithEdflib(peer, file)]);
      expectSameAsEdflib(ours, edflib);
      expect(ours.annotations.length).toBe(edflib.annotations.length);
    },
  );
});

const RECORDS = 60;
const wave = (rate: number, seconds: number, period: number, amplitude: number, base = 0) =>
  Float64Array.from(
    { length: rate * seconds },
    (_, index) => base + amplitude * Math.sin((2 * Math.PI * index) / (rate * period)),
  );

/** Multi-rate signals, an inverted-gain channel, custom digital ranges and many annotations. */
const writerInput = (variant: EdfWriteInput['variant']): EdfWriteInput => ({
  variant,
  startDate: { year: 2026, month: 3, day: 14, hour: 22, minute: 5, second: 9 },
  subsecondStart: variant?.endsWith('+C') ? 0.25 : undefined,
  recordStarts: variant?.endsWith('+D')
    ? Array.from({ length: RECORDS }, (_, record) => record + (record >= 30 ? 12.5 : 0))
    : undefined,
  patient: {
    code: 'MCH-0234567',
    sex: 'F',
    birthdate: { year: 1951, month: 8, day: 2 },
    name: 'Jane Doe',
  },
  recording: { admincode: 'PSG-1234', technician: 'NN', equipment: 'Telemed R1' },
  signals: [
    {
      label: 'ECG',
      transducer: 'AgAgCl electrode',
      physicalDimension: 'mV',
      physicalMin: -5,
      physicalMax: 5,
      prefiltering: 'HP:0.5Hz LP:40Hz',
      samplesPerRecord: 250,
      samples: wave(250, RECORDS, 0.8, 1.2),
    },
    {
      label: 'Air flow',
      physicalDimension: 'a.u.',
      physicalMin: 1,
      physicalMax: -1,
      samplesPerRecord: 25,
      samples: wave(25, RECORDS, 4, 0.6),
    },
    {
      label: 'SpO2',
      physicalDimension: '%',
      physicalMin: 0,
      physicalMax: 100,
      digitalMin: 0,
      digitalMax: 1000,
      samplesPerRecord: 1,
      samples: wave(1, RECORDS, 20, 2, 95),
    },
    {
      label: 'Pulse',
      physicalDimension: 'bpm',
      physicalMin: 0,
      physicalMax: 250,
      samplesPerRecord: 1,
      samples: wave(1, RECORDS, 30, 10, 70),
    },
  ],
  annotations: [
    { onset: -0.5, duration: null, text: 'Recorder armed' },
    { onset: 1.9511719, duration: null, text: 'XLSpike' },
    { onset: 12.3456789, duration: 14.25, text: 'Obstructive apnea' },
    { onset: 20, duration: 0, text: '中文测试八个字' },
    { onset: 21.5, duration: 3, text: 'Überwachung – Patientin schläft ✓' },
    // Longer than EDFlib keeps (512 bytes); our writer widens the annotation signal to fit it
    // and spreads the other TALs over the following records.
    { onset: 30.125, duration: null, text: `Long note: ${'Übung macht den Meister. '.repeat(60)}` },
    ...Array.from({ length: 180 }, (_, index) => ({
      onset: index / 3 + 0.0625,
      duration: index % 4 === 0 ? 0.5 : null,
      text: `Event ${index}`,
    })),
  ],
});

describe('EDFlib reads what our writer writes as we do', () => {
  it.each(['EDF+C', 'BDF+C'] as const)(
    '%s: multi-rate signals, sub-second start, UTF-8 and long annotations',
    async (variant) => {
      const file = path.join(directory, `ours-${variant}.edf`);
      await writeFile(file, writeEdf(writerInput(variant)));
      const [ours, edflib] = await Promise.all([readOurs(file), dumpWithEdflib(peer, file)]);
      expectSameAsEdflib(ours, edflib);
      expect(edflib.annotations).toHaveLength(186);
      expect(edflib.startSubsecond).toBe(2_500_000);
      // EDFlib cuts the long text at 512 bytes (inside a UTF-8 sequence: compared as bytes).
      expect(edflib.annotations.some((a) => a.text.length === EDFLIB_MAX_ANNOTATION_BYTES)).toBe(
        true,
      );
    },
  );

  it('places records with the duration as the header writes it (1/3 s is written 0.333333)', async () => {
    // EDFlib checks that each record's time-keeping TAL is the previous one plus the header's
    // duration, to the 100 ns; records placed with the unrounded 1/3 s were refused.
    const file = path.join(directory, 'ours-third-second.edf');
    const input = writerInput('EDF+C');
    await writeFile(
      file,
      writeEdf({
        ...input,
        recordDurationSeconds: 1 / 3,
        annotations: input.annotations?.slice(0, 6),
      }),
    );
    const [ours, edflib] = await Promise.all([readOurs(file), dumpWithEdflib(peer, file)]);
    expectSameAsEdflib(ours, edflib);
    expect(edflib.datarecordDuration).toBe(3_333_330);
    expect(edflib.datarecords).toBe(RECORDS);
  });

  it('keeps every identification subfield when the texts overflow the 80-character fields', async () => {
    // A long admincode used to cut technician and equipment off the end of the recording field,
    // which EDFlib refuses as malformed; now the longest subfields are shortened instead.
    const file = path.join(directory, 'ours-long-identification.edf');
    const input = writerInput('EDF+C');
    await writeFile(
      file,
      writeEdf({
        ...input,
        patient: { code: 'C'.repeat(40), sex: 'M', name: `Maximilian ${'N'.repeat(60)}` },
        recording: {
          admincode: 'A'.repeat(70),
          technician: 'Dr. Teunis van Beelen',
          equipment: 'Telemed R1 night recorder',
        },
      }),
    );
    const [ours, edflib] = await Promise.all([readOurs(file), dumpWithEdflib(peer, file)]);
    expectSameAsEdflib(ours, edflib);
    // The longest subfields are shortened evenly; each one keeps its place and its start.
    const { admincode, technician, equipment } = ours.recording.header.recording ?? {};
    expect([admincode, technician, equipment]).toEqual([
      expect.stringMatching(/^A{18}$/),
      expect.stringMatching(/^Dr\. Teunis van B/),
      expect.stringMatching(/^Telemed R1 night /),
    ]);
    expect(ours.recording.header.patient?.name).toMatch(/^Maximilian N+$/);
  });

  it.each([1984, 2085])(
    'refuses start year %i, which a dd.mm.yy header date cannot hold',
    (year) => {
      // EDF's clipping date 1985: yy is 1985-2084. 2090 used to be written as '90', which every
      // reader (ours too) takes for 1990, and EDFlib refused for disagreeing with 'Startdate'.
      const input = writerInput('EDF+C');
      expect(() => writeEdf({ ...input, startDate: { ...input.startDate, year } })).toThrow(
        RangeError,
      );
    },
  );

  it.each(['EDF+D', 'BDF+D'] as const)(
    '%s: EDFlib accepts the header and refuses only because the file is discontinuous',
    async (variant) => {
      // EDFlib 1.23 does not read discontinuous files: edfopen_file_readonly checks the whole
      // header first and then reports EDFLIB_FILE_IS_DISCONTINUOUS, so any other error would
      // mean our header is malformed.
      const file = path.join(directory, `ours-${variant}.edf`);
      await writeFile(file, writeEdf(writerInput(variant)));
      await expect(dumpWithEdflib(peer, file)).rejects.toThrow(
        `EDFlib error ${EDFLIB_FILE_IS_DISCONTINUOUS}`,
      );
      const ours = await readOurs(file);
      expect(ours.recording.timeline.hasGaps).toBe(true);
      expect(ours.annotations).toHaveLength(186);
    },
  );
});

/** A recording written by EDFlib: multi-rate, sub-second start, UTF-8 and long annotations. */
const edflibSpec = (fileType: 'edf+' | 'bdf+'): EdflibWriteSpec => ({
  fileType,
  startDate: { year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 58 },
  subsecond: 1_234_000,
  recordDuration: fileType === 'bdf+' ? 50_000 : 100_000,
  // Several annotation signals: EDFlib and we both list their TALs record by record, in order.
  annotationSignals: fileType === 'bdf+' ? 3 : 1,
  patient: {
    code: 'P-42',
    name: 'Erika Mustermann',
    gender: 0,
    birthdate: { year: 1964, month: 8, day: 12 },
    additional: 'ward 3',
  },
  recording: {
    admincode: 'PSG-7',
    technician: 'TvB',
    equipment: 'EDFlib',
    additional: 'conformance',
  },
  records: 40,
  signals: [
    {
      label: 'EEG Fp1',
      physicalDimension: 'uV',
      physicalMin: -3200,
      physicalMax: 3200,
      digitalMin: fileType === 'bdf+' ? -8388608 : -32768,
      digitalMax: fileType === 'bdf+' ? 8388607 : 32767,
      samplesPerRecord: 256,
      prefilter: 'HP:0.1Hz',
      transducer: 'Ag/AgCl cup',
      samples: wave(256, 40, 0.1, 900),
    },
    {
      label: 'Resp',
      physicalDimension: 'mV',
      physicalMin: 2,
      physicalMax: -2,
      digitalMin: -2048,
      digitalMax: 2047,
      samplesPerRecord: 10,
      prefilter: '',
      transducer: '',
      samples: wave(10, 40, 4, 1.5),
    },
    {
      label: 'Temp',
      physicalDimension: 'degC',
      physicalMin: 30,
      physicalMax: 45,
      digitalMin: 0,
      digitalMax: 1500,
      samplesPerRecord: 1,
      prefilter: '',
      transducer: 'thermistor',
      samples: wave(1, 40, 20, 0.4, 36.8),
    },
  ],
  annotations: [
    { onset: 0, duration: -1, text: 'Recording starts' },
    { onset: 12_345, duration: -1, text: 'XLSpike' },
    { onset: 20_000, duration: 2_500, text: '中文测试八个字' },
    { onset: 33_333, duration: 10_000, text: 'Überwachung ✓' },
    { onset: 70_000, duration: -1, text: `Long: ${'x'.repeat(100)}` },
  ],
});

describe('our reader reads what EDFlib writes as EDFlib does', () => {
  it.each(['edf+', 'bdf+'] as const)('%s file written by EDFlib', async (fileType) => {
    const spec = edflibSpec(fileType);
    const file = path.join(directory, `edflib-${fileType}.edf`);
    await writeWithEdflib(peer, file, spec);
    const [ours, edflib] = await Promise.all([readOurs(file), dumpWithEdflib(peer, file)]);
    expectSameAsEdflib(ours, edflib);

    // And both hold what was asked for: the sub-second start, onsets (EDFlib writes them in
    // 100 µs units after the first sample) and samples within one quantisation step (EDFlib's
    // edfwrite_physical_samples truncates physical / gain - offset to an int, it does not round).
    expect(ours.recording.timeline.start).toBeCloseTo(0.1234, 7);
    const annotationSignals = ours.recording.header.signals.filter((s) => s.isAnnotations);
    expect(annotationSignals).toHaveLength(spec.annotationSignals ?? 1);
    expect(ours.annotations).toEqual([
      { onset: 0.1234, duration: null, text: 'Recording starts' },
      { onset: 1.3579, duration: null, text: 'XLSpike' },
      { onset: 2.1234, duration: 0.25, text: '中文测试八个字' },
      { onset: 3.4567, duration: 1, text: 'Überwachung ✓' },
      // EDFlib writes at most 40 bytes of a text (EDFLIB_WRITE_MAX_ANNOTATION_LEN).
      { onset: 7.1234, duration: null, text: `Long: ${'x'.repeat(34)}` },
    ]);
    spec.signals.forEach((signal, index) => {
      const step =
        Math.abs(signal.physicalMax - signal.physicalMin) / (signal.digitalMax - signal.digitalMin);
      const samples = ours.samples[index]!;
      expect(samples).toHaveLength(signal.samples.length);
      let worst = 0;
      samples.forEach((value, at) => {
        worst = Math.max(worst, Math.abs(value - signal.samples[at]!));
      });
      // Plus the float32 rounding of our values (relative 2^-24, rounded up to 2^-23).
      const float32 =
        Math.max(Math.abs(signal.physicalMin), Math.abs(signal.physicalMax)) * 2 ** -23;
      expect(worst, signal.label).toBeLessThanOrEqual(step + float32);
    });
  });
});
