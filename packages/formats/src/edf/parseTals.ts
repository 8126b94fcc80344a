import { EdfFormatError } from './EdfFormatError';

/** One Time-stamped Annotations List (EDF+ spec, section 2.2.2). */
export interface EdfTal {
  /** Seconds after the header's start date/time; may be negative and fractional. */
  onset: number;
  /** Seconds, or `null` when the TAL has no duration. */
  duration: number | null;
  /** The annotation texts, UTF-8 decoded; an empty first text marks a time-keeping TAL. */
  texts: string[];
}

// EDF+ spec 2.2.2: "+Onset 0x15 Duration 0x14 Annotation 0x14 ... 0x14 0x00".
const ONSET_END = 0x14;
const TAL_END = 0x00;
const ONSET_PATTERN = /^[+-](\d+)(\.\d+)?$/;
const DURATION_PATTERN = /^(\d+)(\.\d+)?$/;

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Decodes a text, skipping TextDecoder (slow for short strings) when it is plain ASCII. */
function decodeText(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte > 0x7f) return utf8.decode(bytes);
    text += String.fromCharCode(byte);
  }
  return text;
}

/**
 * Parses the TALs in the bytes of one annotation signal of one data record. Trailing 0x00
 * bytes are the spec's padding. Malformed TALs throw {@link EdfFormatError} naming `field`.
 */
export function parseTals(bytes: Uint8Array, field = 'annotations'): EdfTal[] {
  const tals: EdfTal[] = [];
  let position = 0;
  while (position < bytes.length && bytes[position] !== TAL_END) {
    const end = bytes.indexOf(TAL_END, position);
    if (end < 0)
      throw new EdfFormatError(field, `TAL at byte ${position} is not terminated by 0x00`);
    tals.push(parseTal(bytes.subarray(position, end), `${field}@${position}`));
    position = end + 1;
  }
  return tals;
}

function parseTal(tal: Uint8Array, field: string): EdfTal {
  const onsetEnd = tal.indexOf(ONSET_END);
  if (onsetEnd < 0 || tal[tal.length - 1] !== ONSET_END) {
    throw new EdfFormatError(field, 'TAL does not end with 0x14 0x00');
  }
  const timing = decodeText(tal.subarray(0, onsetEnd));
  const [onsetText = '', durationText, ...extra] = timing.split('\u0015');
  if (!ONSET_PATTERN.test(onsetText) || extra.length > 0) {
    throw new EdfFormatError(field, `onset must be +seconds or -seconds, found "${timing}"`);
  }
  let duration: number | null = null;
  if (durationText !== undefined) {
    if (!DURATION_PATTERN.test(durationText))
      throw new EdfFormatError(field, `duration must be unsigned seconds, found "${durationText}"`);
    duration = Number(durationText);
  }
  // Texts sit between 0x14 separators; the TAL ends with 0x14 (and the 0x00 already cut off).
  const texts: string[] = [];
  let start = onsetEnd + 1;
  while (start < tal.length) {
    const end = tal.indexOf(ONSET_END, start);
    texts.push(decodeText(tal.subarray(start, end)));
    start = end + 1;
  }
  return { onset: Number(onsetText), duration, texts };
}
