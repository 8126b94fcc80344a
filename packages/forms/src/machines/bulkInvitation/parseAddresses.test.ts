import { describe, expect, it } from 'vitest';
import { parseAddresses } from './parseAddresses';

describe('parseAddresses', () => {
  it('reads addresses by line, comma, semicolon or space, lower-cased and each once', () => {
    expect(
      parseAddresses('Ann@Clinic.test, bob@clinic.test;\n\ncarol@clinic.test  ann@clinic.test'),
    ).toEqual({
      emails: ['ann@clinic.test', 'bob@clinic.test', 'carol@clinic.test'],
      invalid: [],
      isTooMany: false,
    });
  });

  it('takes the address out of a mail program’s brackets and names what is not an address', () => {
    expect(parseAddresses('Ann Nowak <ann@clinic.test>, nope, @clinic.test')).toEqual({
      emails: ['ann@clinic.test'],
      invalid: ['nope', '@clinic.test'],
      isTooMany: false,
    });
  });

  it('says when there are more addresses than one invitation takes', () => {
    const text = Array.from({ length: 201 }, (_, index) => `p${index}@clinic.test`).join('\n');
    expect(parseAddresses(text).isTooMany).toBe(true);
    expect(parseAddresses(text.split('\n').slice(0, 200).join('\n')).isTooMany).toBe(false);
  });
});
