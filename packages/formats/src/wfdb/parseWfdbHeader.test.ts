import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWfdbHeader } from './parseWfdbHeader';
import { WfdbFormatError } from './WfdbFormatError';

// The licensed sample recordings of testdata/ (sources and licences in its READMEs).
const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const headerText = (record: string) =>
  readFileSync(path.join(testdata, 'mitdb', `${record}.hea`), 'latin1');

describe('parseWfdbHeader', () => {
  it('reads record 100: 2 signals at 360 Hz, 650000 samples, despite a comment and a blank line', () => {
    const header = parseWfdbHeader(headerText('100'));
    expect(header).toMatchObject({
      recordName: '100',
      signalCount: 2,
      samplingFrequency: 360,
      samplesPerSignal: 650000,
    });
    expect(header.signals[0]).toEqual({
      fileName: '100.dat',
      format: 212,
      samplesPerFrame: 1,
      samplingFrequency: 360,
      skew: 0,
      byteOffset: 0,
      gain: 200,
      baseline: 1024,
      units: 'mV',
      adcResolution: 11,
      adcZero: 1024,
      initialValue: 995,
      checksum: -22131,
      blockSize: 0,
      description: 'MLII',
    });
    expect(header.signals[1]?.description).toBe('V5');
    expect(header.comments).toEqual([
      'unnecessary comment',
      '69 M 1085 1629 x1',
      'Aldomet, Inderal',
    ]);
  });

  it('reads the leads of records 105 and 106', () => {
    expect(parseWfdbHeader(headerText('105')).signals.map((signal) => signal.description)).toEqual([
      'MLII',
      'V1',
    ]);
    expect(parseWfdbHeader(headerText('106')).signals[1]?.checksum).toBe(6251);
  });

  it('takes the baseline and units from the gain field and keeps spaces in descriptions', () => {
    const header = parseWfdbHeader(
      'rec 1 250/1000(0) 100\nrec.dat 16+512 1000(-12)/uV 16 0 3 0 0 Chest lead one\n',
    );
    expect(header.samplingFrequency).toBe(250);
    expect(header.signals[0]).toMatchObject({
      format: 16,
      byteOffset: 512,
      gain: 1000,
      baseline: -12,
      units: 'uV',
      adcZero: 0,
      description: 'Chest lead one',
    });
  });

  it('fills omitted fields with the WFDB defaults', () => {
    const header = parseWfdbHeader('short 1\nshort.dat 212\n');
    expect(header.samplingFrequency).toBe(250);
    expect(header.samplesPerSignal).toBeUndefined();
    expect(header.signals[0]).toMatchObject({
      gain: 200,
      baseline: 0,
      units: 'mV',
      adcResolution: 12,
      checksum: undefined,
      description: '',
    });
  });

  it('reads a zero gain as the default 200, as WFDB does', () => {
    expect(parseWfdbHeader('r 1 360 10\nr.dat 16 0 16 0\n').signals[0]?.gain).toBe(200);
  });

  it.each([
    ['', 'recordName'],
    ['100 two 360', 'signalCount'],
    ['100 1 fast 10\n100.dat 212', 'samplingFrequency'],
    ['100 1 0 10\n100.dat 212', 'samplingFrequency'],
    ['100 1 1e999 10\n100.dat 212', 'samplingFrequency'],
    ['100 1 360 -5\n100.dat 212', 'samplesPerSignal'],
    ['100/3 2 360', 'recordName'],
    ['100 2 360 10\n100.dat 212', 'signalCount'],
    ['100 1 360 10\n100.dat 516', 'signals[0].format'],
    ['100 1 360 10\n100.dat 13', 'signals[0].format'],
    ['100 1 360 10\n100.dat', 'signals[0].format'],
    ['100 1 360 10\n100.dat 212 high', 'signals[0].gain'],
    ['100 1 360 10\n100.dat 212 200(zero)', 'signals[0].gain.baseline'],
    ['100 1 360 10\n100.dat 212 200 11 1024 995 sum', 'signals[0].checksum'],
  ])('names the field of a malformed header %j', (text, field) => {
    expect(() => parseWfdbHeader(text)).toThrow(WfdbFormatError);
    expect(() => parseWfdbHeader(text)).toThrow(expect.objectContaining({ field }));
  });

  it('never fails with anything but a WfdbFormatError on mutated headers', () => {
    const original = headerText('100s');
    let seed = 7;
    // A small linear congruential generator keeps the mutations the same on every run.
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 500; trial += 1) {
      const characters = [...original];
      for (let edit = 0; edit < 3; edit += 1) {
        const at = Math.floor(random() * characters.length);
        characters[at] = String.fromCharCode(Math.floor(random() * 128));
      }
      const mutated = characters.join('').slice(0, Math.floor(random() * original.length * 1.2));
      try {
        parseWfdbHeader(mutated);
      } catch (error) {
        expect(error).toBeInstanceOf(WfdbFormatError);
      }
    }
  });
});
