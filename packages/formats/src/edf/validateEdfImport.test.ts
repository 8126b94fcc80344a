import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferSource } from '../byteSource/ByteSource';
import { openEdf } from './openEdf';
import { signalTypeOfLabel, validateEdfImport } from './validateEdfImport';
import { writeEdf, type EdfSignalInput } from './writeEdf';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const startDate = { year: 2026, month: 1, day: 2, hour: 3, minute: 4, second: 5 };
const channel = (label: string, samplesPerRecord = 100): EdfSignalInput => ({
  label,
  physicalDimension: 'uV',
  physicalMin: -1,
  physicalMax: 1,
  samplesPerRecord,
  samples: new Float32Array(samplesPerRecord),
});
const validate = async (signals: EdfSignalInput[]) =>
  validateEdfImport((await openEdf(bufferSource(writeEdf({ startDate, signals })))).header.signals);

describe('validateEdfImport', () => {
  it('accepts the expected channels at one rate and maps them to signal types', async () => {
    const result = await validate(
      ['ECG', 'Air flow', 'SpO2', 'Chest volume', 'Pulse'].map((label) => channel(label)),
    );
    expect(result.ok).toBe(true);
    expect(result.problems).toEqual([]);
    expect(result.channels.map((entry) => entry.signalType)).toEqual([
      'ecg',
      'airflow',
      'spo2',
      'chestVolume',
      'pulse',
    ]);
  });

  it('refuses signals sampled at different rates with the spec message', async () => {
    const result = await validate([channel('ECG', 250), channel('SpO2', 1)]);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: 'mixed-sampling-rates',
        message:
          'Failed to import EDF file: all signals must share the same sampling rate (found 250, 1 Hz)',
      }),
    ]);
  });

  it('refuses a file without exactly one ECG signal', async () => {
    const none = await validate([channel('Pulse')]);
    expect(none.problems.map((problem) => problem.code)).toEqual(['no-ecg-signal']);
    expect(none.problems[0]?.message).toMatch(
      /^Failed to import EDF file: the file must contain exactly one ECG signal, otherwise contact support/,
    );
    const two = await validate([channel('ECG'), channel('ecg')]);
    expect(two.problems.map((problem) => problem.code)).toEqual(['several-ecg-signals']);
  });

  it('warns about unexpected channel names and fails the EDFlib generator file', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(testdata, 'edf/test_generator.edf')));
    const result = validateEdfImport((await openEdf(bufferSource(bytes))).header.signals);
    expect(result.ok).toBe(false);
    expect(result.problems.filter((problem) => problem.code === 'unexpected-channel')).toHaveLength(
      10,
    );
    // Its 'pulse' test waveform happens to carry an expected channel name.
    expect(result.channels).toEqual([
      expect.objectContaining({ label: 'pulse', signalType: 'pulse' }),
    ]);
    expect(result.problems.at(-1)?.code).toBe('no-ecg-signal');
  });

  it('matches labels without regard to case, spaces and punctuation', () => {
    expect(signalTypeOfLabel(' air-flow ')).toBe('airflow');
    expect(signalTypeOfLabel('SPO2')).toBe('spo2');
    expect(signalTypeOfLabel('Chest_Volume')).toBe('chestVolume');
    expect(signalTypeOfLabel('EEG Fp1')).toBeNull();
  });

  it('takes the usual spellings of the expected channels: an MIT-BIH lead is the ECG', async () => {
    const oneLead = await validate([channel('MLII'), channel('SaO2'), channel('Snore')]);
    expect(oneLead.ok).toBe(true);
    expect(oneLead.channels.map((entry) => [entry.label, entry.signalType])).toEqual([
      ['MLII', 'ecg'],
      ['SaO2', 'spo2'],
    ]);
    // A channel the platform knows but the import rules do not expect is left out, with a warning.
    expect(oneLead.problems.map((problem) => problem.code)).toEqual(['unexpected-channel']);
    // MIT-BIH record 100's two leads are two ECG signals: the spec's rule wants exactly one.
    const twoLeads = await validate([channel('MLII'), channel('V5')]);
    expect(twoLeads.problems.map((problem) => problem.code)).toEqual(['several-ecg-signals']);
  });
});
