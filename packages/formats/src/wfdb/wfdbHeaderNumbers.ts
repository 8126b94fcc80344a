import { WfdbFormatError } from './WfdbFormatError';

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * An integer field of a header, or `fallback` when the field is absent. Integers beyond 2^53
 * describe no record and would lose their value as numbers, so they are refused.
 */
export function parseInteger(field: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!INTEGER.test(text)) throw new WfdbFormatError(field, `expected an integer, found "${text}"`);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new WfdbFormatError(field, `${text} is too large`);
  return value;
}

/** A decimal field of a header (any form C's strtod reads but hex), or `fallback` when empty. */
export function parseDecimal(field: string, text: string, fallback: number): number {
  if (text === '') return fallback;
  if (!DECIMAL.test(text)) throw new WfdbFormatError(field, `expected a number, found "${text}"`);
  const value = Number(text);
  if (!Number.isFinite(value)) throw new WfdbFormatError(field, `${text} is too large`);
  return value;
}
