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

  it('reads the counter frequency, base counter value, base time and base date of the record line', () => {
    const header = parseWfdbHeader('r 0 360/1000(-2.5) 650000 13:05:00.25 25/4/1989\n');
    expect(header).toMatchObject({
      samplingFrequency: 360,
      counterFrequency: 1000,
      baseCounterValue: -2.5,
      samplesPerSignal: 650000,
      baseTime: { hour: 13, minute: 5, second: 0.25 },
      baseDate: { year: 1989, month: 4, day: 25 },
    });
    // header(5): an absent or non-positive counter frequency is the sampling frequency.
    expect(parseWfdbHeader('r 0 128/0').counterFrequency).toBe(128);
    expect(parseWfdbHeader('r 0 128').counterFrequency).toBe(128);
  });

  it.each([
    ['0:30', { hour: 0, minute: 0, second: 30 }],
    ['0:01', { hour: 0, minute: 0, second: 1 }],
    ['45', { hour: 0, minute: 0, second: 45 }],
    ['9:5:7', { hour: 9, minute: 5, second: 7 }],
    ['19:46:25.757', { hour: 19, minute: 46, second: 25.757 }],
  ])('reads the base time %j as strtim does', (text, time) => {
    expect(parseWfdbHeader(`r 0 250 10 ${text}`).baseTime).toEqual(time);
  });

  it('reads the placeholder date 0/0/0 as no date, and a leap day as a date', () => {
    expect(parseWfdbHeader('100 0 360 650000 0:0:0 0/0/0').baseDate).toBeUndefined();
    expect(parseWfdbHeader('r 0 250 10 0:0 29/02/2000').baseDate).toEqual({
      year: 2000,
      month: 2,
      day: 29,
    });
  });

  it('reads samples per frame, skew and byte offset, and each signal sampling rate', () => {
    const header = parseWfdbHeader(
      '03700181 3 125 75000\nf.dat 212x4 2963.77/mV 12\nf.dat 212 12.84(-1605)/mmHg\nf.dat 212:4+6 2000\n',
    );
    expect(
      header.signals.map(({ samplesPerFrame, skew, byteOffset, samplingFrequency }) => ({
        samplesPerFrame,
        skew,
        byteOffset,
        samplingFrequency,
      })),
    ).toEqual([
      { samplesPerFrame: 4, skew: 0, byteOffset: 0, samplingFrequency: 500 },
      { samplesPerFrame: 1, skew: 0, byteOffset: 0, samplingFrequency: 125 },
      { samplesPerFrame: 1, skew: 4, byteOffset: 6, samplingFrequency: 125 },
    ]);
  });

  it.each([
    [8, 10],
    [16, 16],
    [24, 24],
    [32, 32],
    [61, 16],
    [80, 8],
    [160, 16],
    [212, 12],
    [310, 10],
    [311, 10],
  ])(
    'gives format %i an ADC resolution of %i bits when the field is missing or zero',
    (format, bits) => {
      expect(parseWfdbHeader(`r 1\nr.dat ${format}`).signals[0]?.adcResolution).toBe(bits);
      expect(parseWfdbHeader(`r 1\nr.dat ${format} 200 0`).signals[0]?.adcResolution).toBe(bits);
    },
  );

  it('reads a length of zero as unstated and keeps a checksum as written (compared modulo 2^16)', () => {
    const header = parseWfdbHeader('r 1 360 0\nr.dat 310 200 10 0 -5 62172 0 ch1');
    expect(header.samplesPerSignal).toBeUndefined();
    expect(header.signals[0]?.checksum).toBe(62172);
  });

  it('names the segments of a multi-segment record it refuses', () => {
    expect(() =>
      parseWfdbHeader('multi/3 2 360 45000\n100s 21600\nnull 1800\n100s 21600\n'),
    ).toThrow(
      new WfdbFormatError(
        'recordName',
        'multi is a multi-segment record of 3 segments (100s, null, 100s), which this reader does not join; open the header of each segment',
      ),
    );
  });

  it('says that FLAC formats are not supported', () => {
    expect(() => parseWfdbHeader('r 1\nr.dat 516')).toThrow(
      /^signals\[0\]\.format: format 516 \(FLAC compressed\) is not supported$/,
    );
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
    ['100 1 360 10\n100.dat 212x0', 'signals[0].format'],
    ['100 1 360 10\n100.dat 212x99999999999999999999', 'signals[0].format'],
    ['100 1 360 10\n100.dat 212:-1', 'signals[0].format'],
    ['100 1 360 10\n100.dat 212+-4', 'signals[0].format'],
    ['100 1 360 10\n100.dat 212 1e999', 'signals[0].gain'],
    ['100 1 360 99999999999999999999', 'samplesPerSignal'],
    ['100 1 360/fast', 'counterFrequency'],
    ['100 1 360/1000(x)', 'baseCounterValue'],
    ['100 1 360 10 25:00:00', 'baseTime'],
    ['100 1 360 10 noon', 'baseTime'],
    ['100 1 360 10 0:0 31/4/2000', 'baseDate'],
    ['100 1 360 10 0:0 1/13/2000', 'baseDate'],
    ['100 1 360 10 0:0 yesterday', 'baseDate'],
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
