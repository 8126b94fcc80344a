import type { Country } from './countries';

/**
 * Business identifiers and postal codes of a clinic's details (clinical-domain §3 "Clinic",
 * §5: "Enter 10-digit NIP", "Enter valid business id for the country", "Incorrect EU VAT",
 * "Incorrect postal code"). Pure functions over the value as typed.
 */

/** The kinds of business id a clinic can give (`businessIdName` of its details). */
export const BUSINESS_ID_NAMES = ['NIP', 'EU_VAT', 'NATIONAL'] as const;

/** One kind of business id. */
export type BusinessIdName = (typeof BUSINESS_ID_NAMES)[number];

const compact = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/**
 * Polish tax number (NIP): 10 digits, check digit = weighted sum (6 5 7 2 3 4 5 6 7) mod 11,
 * never 10 (Rozporządzenie MF w sprawie NIP).
 *
 * @example
 * isValidNip('526-000-12-46'); // true
 */
export function isValidNip(value: string): boolean {
  const digits = compact(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/**
 * EU VAT number formats of the supported EU countries (European Commission VIES "VAT number
 * validation" format table); Greece uses the prefix EL. The United Kingdom left the EU VAT area
 * in 2021 and Canada was never in it: neither has an EU VAT number, so both give their national
 * business id (a UK VAT number counts as one). Checked by format, with NIP's check digit for PL.
 */
const VAT_FORMATS: Partial<Record<Country, RegExp>> = {
  PL: /^PL\d{10}$/,
  DE: /^DE\d{9}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/,
  IT: /^IT\d{11}$/,
  GR: /^EL\d{9}$/,
};

/** The countries with an EU VAT number. */
export function hasEuVat(country: Country): boolean {
  return VAT_FORMATS[country] !== undefined;
}

/**
 * Whether an EU VAT number has its country's format (prefix included).
 *
 * @example
 * isValidEuVat('DE123456789', 'DE'); // true
 * isValidEuVat('PL5260001246', 'PL'); // true
 */
export function isValidEuVat(value: string, country: Country): boolean {
  const vat = compact(value);
  const format = VAT_FORMATS[country];
  if (!format?.test(vat)) return false;
  return country === 'PL' ? isValidNip(vat.slice(2)) : true;
}

/**
 * National business registration numbers where there is no NIP or VAT: Germany's
 * Handelsregister is free text, so it and every EU country accept their VAT number; Canada's
 * Business Number is 9 digits (Canada Revenue Agency).
 */
const NATIONAL_BUSINESS_IDS: Record<Country, (value: string) => boolean> = {
  PL: (value) => /^\d{9}(\d{5})?$/.test(value), // REGON: 9 or 14 digits (GUS)
  DE: (value) => isValidEuVat(value, 'DE'),
  FR: (value) => /^\d{14}$/.test(value), // SIRET: 14 digits (INSEE)
  ES: (value) => /^[A-Z]\d{7}[0-9A-Z]$/.test(value), // CIF/NIF (AEAT)
  IT: (value) => /^\d{11}$/.test(value), // Partita IVA
  GR: (value) => /^\d{9}$/.test(value), // AFM
  // Companies House number, or a UK VAT number (HMRC: GB + 9 or 12 digits, GD/HA + 3).
  GB: (value) => /^([A-Z]{2}\d{6}|\d{8}|GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2}))$/.test(value),
  CA: (value) => /^\d{9}$/.test(value), // CRA Business Number
};

/** The message key a business id fails with, or null when it is valid. */
export type BusinessIdProblem = 'invalidNip' | 'invalidEuVat' | 'invalidBusinessId';

/**
 * What is wrong with a clinic's business id of a kind in its country, or null.
 *
 * @example
 * businessIdProblem('123', 'NIP', 'PL'); // 'invalidNip'
 * businessIdProblem('DE123', 'EU_VAT', 'DE'); // 'invalidEuVat'
 */
export function businessIdProblem(
  value: string,
  kind: BusinessIdName,
  country: Country,
): BusinessIdProblem | null {
  switch (kind) {
    case 'NIP':
      return country === 'PL' && isValidNip(value) ? null : 'invalidNip';
    case 'EU_VAT':
      return isValidEuVat(value, country) ? null : 'invalidEuVat';
    case 'NATIONAL':
      return NATIONAL_BUSINESS_IDS[country](compact(value)) ? null : 'invalidBusinessId';
  }
}

/** Postal code formats per country (Universal Postal Union addressing S42 country sheets). */
const POSTAL_CODE_FORMATS: Record<Country, RegExp> = {
  PL: /^\d{2}-\d{3}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  IT: /^\d{5}$/,
  GR: /^\d{3} ?\d{2}$/,
  GB: /^([A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/i,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
};

/**
 * Whether a postal code has its country's format.
 *
 * @example
 * isValidPostalCode('31-510', 'PL'); // true
 * isValidPostalCode('K1A 0B1', 'CA'); // true
 */
export function isValidPostalCode(value: string, country: Country): boolean {
  return POSTAL_CODE_FORMATS[country].test(value.trim());
}
