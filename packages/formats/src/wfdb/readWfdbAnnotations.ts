import { annotationMnemonic, isBeatCode } from './annotationCodes';
import { WfdbFormatError } from './WfdbFormatError';

/** One annotation of a WFDB annotation file (WFDB "annot(5)"). */
export interface WfdbAnnotation {
  /** Time in samples from the start of the record. */
  sample: number;
  /** Annotation code, 1-49. */
  code: number;
  /** Standard mnemonic of the code: 'N', 'V', '+', '~'... */
  symbol: string;
  /** Whether the code labels a beat. */
  isBeat: boolean;
  /** Signed; on noise annotations ('~') a bit per noisy signal, -1 when all are unreadable. */
  subtype: number;
  channel: number;
  num: number;
  /** Auxiliary text, e.g. '(AFIB' on a rhythm change; empty when there is none. */
  aux: string;
}

// Pseudo-annotation codes of the MIT format that modify the time or the annotation before them
// (WFDB annot(5)).
const SKIP = 59;
const NUM = 60;
const SUB = 61;
const CHN = 62;
const AUX = 63;
const MAX_ANNOTATION_CODE = 49;

const signedByte = (value: number) => ((value & 0xff) ^ 0x80) - 0x80;

/**
 * Reads a WFDB annotation file in MIT format (`.atr`): 16-bit little-endian words of a 6-bit code
 * and a 10-bit time difference, with the SKIP, NUM, SUB, CHN and AUX pseudo-annotations.
 * A truncated or corrupt file is a {@link WfdbFormatError} naming the byte where it fails.
 * @example
 * const beats = readWfdbAnnotations(atrBytes).filter((annotation) => annotation.isBeat);
 */
export function readWfdbAnnotations(bytes: Uint8Array): WfdbAnnotation[] {
  const annotations: WfdbAnnotation[] = [];
  const latin1 = new TextDecoder('latin1');
  let offset = 0;
  let time = 0;
  // CHN and NUM persist from one annotation to the next (WFDB getann).
  let channel = 0;
  let num = 0;
  const word = (at: number): number => {
    if (at + 1 >= bytes.length)
      throw new WfdbFormatError('annotations', `file ends inside the word at byte ${at}`);
    return (bytes[at] as number) | ((bytes[at + 1] as number) << 8);
  };
  while (offset < bytes.length) {
    const current = word(offset);
    const code = current >> 10;
    const data = current & 0x3ff;
    offset += 2;
    if (current === 0) break; // end of file
    const last = annotations.at(-1);
    if (code === SKIP) {
      // A 32-bit interval follows, high 16 bits first (PDP-11 order), each word little-endian.
      const interval = (word(offset) << 16) | word(offset + 2) | 0;
      offset += 4;
      time += interval;
    } else if (code === NUM || code === SUB || code === CHN || code === AUX) {
      if (!last)
        throw new WfdbFormatError(
          'annotations',
          `modifier ${code} before any annotation at byte ${offset - 2}`,
        );
      // WFDB keeps subtype and num in a signed char and the channel in an unsigned char.
      if (code === NUM) last.num = num = signedByte(data);
      else if (code === SUB) last.subtype = signedByte(data);
      else if (code === CHN) last.channel = channel = data & 0xff;
      else {
        if (offset + data > bytes.length)
          throw new WfdbFormatError('annotations', `aux text at byte ${offset} runs past the end`);
        // The text may end in a NUL; it is padded to an even length.
        last.aux = latin1.decode(bytes.subarray(offset, offset + data)).replace(/\0+$/, '');
        offset += data + (data & 1);
      }
    } else if (code > MAX_ANNOTATION_CODE) {
      throw new WfdbFormatError('annotations', `unknown code ${code} at byte ${offset - 2}`);
    } else {
      time += data;
      annotations.push({
        sample: time,
        code,
        symbol: annotationMnemonic(code),
        isBeat: isBeatCode(code),
        subtype: 0,
        channel,
        num,
        aux: '',
      });
    }
  }
  return annotations;
}
