import { EdfFormatError } from './EdfFormatError';

/**
 * Parses a numeric header field: ASCII, left-aligned, space-padded (EDF spec, "header record").
 * Anything that is not a plain decimal number is refused rather than guessed.
 */
export function parseHeaderNumber(
  field: string,
  text: string,
  { integer }: { integer: boolean },
): number {
  const trimmed = text.trim();
  const pattern = integer ? /^[+-]?\d+$/ : /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
  if (!pattern.test(trimmed))
    throw new EdfFormatError(field, `expected a number, found "${trimmed}"`);
  const value = Number(trimmed);
  if (!Number.isFinite(value)) throw new EdfFormatError(field, `"${trimmed}" is not finite`);
  return value;
}
