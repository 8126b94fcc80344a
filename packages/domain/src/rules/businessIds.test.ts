import { describe, expect, it } from 'vitest';
import {
  businessIdProblem,
  hasEuVat,
  isValidEuVat,
  isValidNip,
  isValidPostalCode,
} from './businessIds';

describe('isValidNip', () => {
  it('checks 10 digits and the mod-11 check digit, separators allowed', () => {
    expect(isValidNip('5260001246')).toBe(true);
    expect(isValidNip('526-000-12-46')).toBe(true);
    expect(isValidNip('5260001247')).toBe(false);
    expect(isValidNip('526000124')).toBe(false);
  });
});

describe('isValidEuVat', () => {
  it('checks each country’s format with its prefix (EL for Greece)', () => {
    expect(isValidEuVat('DE123456789', 'DE')).toBe(true);
    expect(isValidEuVat('DE12345678', 'DE')).toBe(false);
    expect(isValidEuVat('FRXX123456789', 'FR')).toBe(true);
    expect(isValidEuVat('ESX1234567X', 'ES')).toBe(true);
    expect(isValidEuVat('IT12345678901', 'IT')).toBe(true);
    expect(isValidEuVat('EL123456789', 'GR')).toBe(true);
    expect(isValidEuVat('GR123456789', 'GR')).toBe(false);
  });

  it('refuses the United Kingdom and Canada, which have no EU VAT', () => {
    expect(hasEuVat('GB')).toBe(false);
    expect(hasEuVat('CA')).toBe(false);
    expect(isValidEuVat('GB123456789', 'GB')).toBe(false);
    expect(businessIdProblem('GB123456789', 'NATIONAL', 'GB')).toBeNull();
  });

  it('checks the NIP inside a Polish VAT number and refuses Canada', () => {
    expect(isValidEuVat('PL 526 000 12 46', 'PL')).toBe(true);
    expect(isValidEuVat('PL5260001247', 'PL')).toBe(false);
    expect(isValidEuVat('123456789', 'CA')).toBe(false);
  });
});

describe('businessIdProblem', () => {
  it('names the catalogue message of each kind', () => {
    expect(businessIdProblem('5260001246', 'NIP', 'PL')).toBeNull();
    expect(businessIdProblem('5260001246', 'NIP', 'DE')).toBe('invalidNip');
    expect(businessIdProblem('DE1', 'EU_VAT', 'DE')).toBe('invalidEuVat');
    expect(businessIdProblem('123456789', 'NATIONAL', 'CA')).toBeNull();
    expect(businessIdProblem('12345678901234', 'NATIONAL', 'FR')).toBeNull();
    expect(businessIdProblem('12', 'NATIONAL', 'PL')).toBe('invalidBusinessId');
  });
});

describe('isValidPostalCode', () => {
  it('checks each country’s format', () => {
    const valid = [
      ['31-510', 'PL'],
      ['10115', 'DE'],
      ['75008', 'FR'],
      ['28013', 'ES'],
      ['00184', 'IT'],
      ['106 71', 'GR'],
      ['SW1A 1AA', 'GB'],
      ['K1A 0B1', 'CA'],
    ] as const;
    for (const [code, country] of valid) expect(isValidPostalCode(code, country), code).toBe(true);
    expect(isValidPostalCode('31510', 'PL')).toBe(false);
    expect(isValidPostalCode('53013', 'ES')).toBe(false);
    expect(isValidPostalCode('D1A 0B1', 'CA')).toBe(false);
  });
});
