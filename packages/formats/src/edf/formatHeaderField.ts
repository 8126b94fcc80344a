/**
 * Pads text to a header field's width. EDF spec: header fields are printable US-ASCII
 * (bytes 32..126), left-aligned and space-padded; anything else becomes '_'.
 */
export function formatTextField(text: string, width: number): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '_');
  if (ascii.length > width) return ascii.slice(0, width);
  return ascii.padEnd(width, ' ');
}

/**
 * Writes a number in at most `width` characters, losing as little precision as possible.
 * Throws when even the integer part does not fit (e.g. a physical minimum of -1e12).
 */
export function formatNumberField(value: number, width: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be written in an EDF header`);
  for (let decimals = width; decimals >= 0; decimals -= 1) {
    let text = value.toFixed(decimals);
    if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
    if (text === '-0') text = '0';
    if (text.length <= width) return text.padEnd(width, ' ');
  }
  throw new RangeError(`${value} does not fit an EDF header field of ${width} characters`);
}
