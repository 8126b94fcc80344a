import { EdfFormatError } from './EdfFormatError';

// EDF spec, "header record": numbers are ASCII, left-aligned and space-padded. Only digits, a sign
// and a decimal point: an exponent ('1e99') would let 8 characters say 10^99 seconds per record,
// which no recorder writes and EDFlib does not read.
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Parses a numeric header field. Anything that is not a plain decimal number (exponents, NaN,
 * Infinity, hex, commas) is refused rather than guessed; an 8-character decimal is always finite.
 * @example
 * parseHeaderNumber('recordDuration', '0.5     ', { integer: false }); // 0.5
 */
export function parseHeaderNumber(
  field: string,
  text: string,
  { integer }: { integer: boolean },
): number {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed))
    throw new EdfFormatError(field, `expected a plain decimal number, found "${trimmed}"`);
  if (integer && !INTEGER.test(trimmed))
    throw new EdfFormatError(field, `expected an integer, found "${trimmed}"`);
  return Number(trimmed);
}
