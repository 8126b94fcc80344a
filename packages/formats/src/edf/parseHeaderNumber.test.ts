import { describe, expect, it } from 'vitest';
import { EdfFormatError } from './EdfFormatError';
import { parseHeaderNumber } from './parseHeaderNumber';

describe('parseHeaderNumber', () => {
  it.each(['1', '-1', '+2', '0.5', '.5', '5.', '-0.25', '250     ', '  7'])(
    'reads the plain decimal "%s"',
    (text) => {
      expect(parseHeaderNumber('field', text, { integer: false })).toBe(Number(text));
    },
  );

  it.each(['1e99', '1E-99', '1e3', '-2.5e+1', 'NaN', 'Infinity', '-inf', '0x10', '1,5', '1.2.3'])(
    'refuses "%s", which is no plain decimal (EDF spec: ASCII digits, sign and point)',
    (text) => {
      expect(() => parseHeaderNumber('recordDuration', text, { integer: false })).toThrow(
        new EdfFormatError('recordDuration', `expected a plain decimal number, found "${text}"`),
      );
    },
  );

  it.each(['', '        ', '-', '+', '.', '1 2'])('refuses the non-number "%s"', (text) => {
    expect(() => parseHeaderNumber('dataRecords', text, { integer: true })).toThrow(EdfFormatError);
  });

  it('refuses a fraction where the field holds an integer', () => {
    expect(() => parseHeaderNumber('signalCount', '2.5 ', { integer: true })).toThrow(
      new EdfFormatError('signalCount', 'expected an integer, found "2.5"'),
    );
  });
});
