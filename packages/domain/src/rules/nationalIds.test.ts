import { describe, expect, it } from 'vitest';
import {
  IDENTIFIER_TYPES,
  identifierProblem,
  isValidCanadianSin,
  isValidFrenchNir,
  isValidGermanIdCard,
  isValidGermanTaxId,
  isValidPesel,
  isValidPolishIdCard,
  isValidSpanishNuss,
  isValidUkNino,
  normalizeIdentifier,
} from './nationalIds';

describe('isValidPesel', () => {
  it('accepts numbers with a correct check digit and birth date', () => {
    expect(isValidPesel('44051401359')).toBe(true);
    // Born 2003-02-29 does not exist; 2004-02-29 does (month + 20 for the 2000s).
    expect(isValidPesel('04222900007')).toBe(true);
  });

  it('refuses a wrong check digit, an impossible date and wrong lengths', () => {
    expect(isValidPesel('44051401358')).toBe(false);
    expect(isValidPesel('03222900000')).toBe(false);
    expect(isValidPesel('4405140135')).toBe(false);
    expect(isValidPesel('4405140135A')).toBe(false);
  });
});

describe('isValidPolishIdCard', () => {
  it('checks the check digit in the fourth position', () => {
    expect(isValidPolishIdCard('ABA300000')).toBe(true);
    expect(isValidPolishIdCard('ABA212345')).toBe(true);
    expect(isValidPolishIdCard('ABA300001')).toBe(false);
    expect(isValidPolishIdCard('ABA400000')).toBe(false);
    expect(isValidPolishIdCard('AB1300000')).toBe(false);
  });
});

describe('German numbers', () => {
  it('checks the identity card number by ICAO 9303', () => {
    expect(isValidGermanIdCard('T220001293')).toBe(true);
    expect(isValidGermanIdCard('T220001294')).toBe(false);
    // A, B, D, E... are not used in the serial number.
    expect(isValidGermanIdCard('A220001293')).toBe(false);
  });

  it('checks the tax ID digits and its ISO 7064 check digit', () => {
    expect(isValidGermanTaxId('86095742719')).toBe(true);
    expect(isValidGermanTaxId('86095742718')).toBe(false);
    expect(isValidGermanTaxId('06095742719')).toBe(false);
    // Every digit once among the first ten: no digit repeated.
    expect(isValidGermanTaxId('12345678903')).toBe(false);
  });
});

describe('social numbers', () => {
  it('checks the French NIR key, Corsican départements included', () => {
    expect(isValidFrenchNir('255081416802538')).toBe(true);
    expect(isValidFrenchNir('255081416802539')).toBe(false);
    // 2A counts as 19, minus 1 000 000 (INSEE).
    const corsicanBody = 2_690_219_004_123n - 1_000_000n;
    const key = String(97n - (corsicanBody % 97n)).padStart(2, '0');
    expect(isValidFrenchNir(`26902${'2A'}004123${key}`)).toBe(true);
  });

  it('checks the Spanish NUSS control digits, short numbers included', () => {
    expect(isValidSpanishNuss('281234567840')).toBe(true);
    expect(isValidSpanishNuss('280123456742')).toBe(true);
    expect(isValidSpanishNuss('281234567841')).toBe(false);
  });

  it('checks the Canadian SIN by Luhn, never starting with 0 or 8', () => {
    expect(isValidCanadianSin('130692544')).toBe(true);
    expect(isValidCanadianSin('130692545')).toBe(false);
    expect(isValidCanadianSin('046454286')).toBe(false);
  });

  it('checks the UK National Insurance number prefix and suffix', () => {
    expect(isValidUkNino('AB123456C')).toBe(true);
    expect(isValidUkNino('QQ123456C')).toBe(false);
    expect(isValidUkNino('GB123456A')).toBe(false);
    expect(isValidUkNino('AB123456E')).toBe(false);
  });
});

describe('identifierProblem', () => {
  it('ignores spaces, dashes and case', () => {
    expect(normalizeIdentifier(' ab-12 34 56 c ')).toBe('AB123456C');
    expect(identifierProblem('GB_NINO', 'ab 12 34 56 c')).toBeNull();
    expect(identifierProblem('PESEL', '440-514-013-59')).toBeNull();
  });

  it('tells a non-alphanumeric identifier from an invalid number', () => {
    expect(identifierProblem('PESEL', '4405140135_')).toBe('notAlphanumeric');
    expect(identifierProblem('PL_ID_CARD', 'ĄBA300000')).toBe('notAlphanumeric');
    expect(identifierProblem('PESEL', '44051401358')).toBe('invalid');
  });

  it('has a validator for every identifier type', () => {
    for (const type of IDENTIFIER_TYPES) expect(identifierProblem(type, '0')).toBe('invalid');
  });
});
