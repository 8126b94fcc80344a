/** One annotation to write. */
export interface EdfAnnotationInput {
  /** Seconds after the header's start date/time; may be negative. */
  onset: number;
  duration?: number | null;
  text: string;
}

const encoder = new TextEncoder();
// 0x00, 0x14 and 0x15 delimit TALs and their parts (EDF+ spec 2.2.2); a text cannot hold them.
const TAL_SEPARATORS = ['\u0000', '\u0014', '\u0015'];
const withoutSeparators = (text: string) =>
  TAL_SEPARATORS.reduce((clean, separator) => clean.replaceAll(separator, ' '), text);

/** Writes seconds the way EDF+ TALs want them: decimal, no exponent, at most 100 ns precision. */
export function formatSeconds(seconds: number): string {
  const text = Math.abs(seconds).toFixed(7).replace(/0+$/, '').replace(/\.$/, '');
  return text;
}

/** The bytes of one TAL (EDF+ spec 2.2.2): +Onset[0x15 Duration]0x14 text... 0x14 0x00. */
export function encodeTal(
  onset: number,
  duration: number | null | undefined,
  texts: readonly string[],
): Uint8Array {
  const sign = onset < 0 ? '-' : '+';
  const timing = `${sign}${formatSeconds(onset)}${duration == null ? '' : `\u0015${formatSeconds(duration)}`}`;
  const body = texts.map((text) => `${text}\u0014`).join('');
  return encoder.encode(`${timing}\u0014${body}\u0000`);
}

/** The time-keeping TAL that opens every record's annotation signal (EDF+ spec 2.2.4). */
export const encodeTimeKeepingTal = (recordStart: number): Uint8Array =>
  encodeTal(recordStart, null, ['']);

/** Where each annotation goes and how many samples the annotation signal needs per record. */
export interface AnnotationPlan {
  /** Samples (2 bytes EDF, 3 bytes BDF) of the annotation signal in each record. */
  samplesPerRecord: number;
  /** TALs per record, time-keeping TAL excluded. */
  talsByRecord: Uint8Array[][];
}

/**
 * Spreads annotations over the records in onset order and sizes the annotation signal so they
 * all fit. A TAL cannot straddle two records (EDF+ spec 2.2.4), so a record holds its
 * time-keeping TAL plus whole TALs; many or long annotations spread over the following records.
 */
export function planAnnotationRecords(
  annotations: readonly EdfAnnotationInput[],
  recordStarts: readonly number[],
  bytesPerSample: 2 | 3,
): AnnotationPlan {
  const records = recordStarts.length;
  const tals = [...annotations]
    .sort((a, b) => a.onset - b.onset)
    .map((annotation) =>
      encodeTal(annotation.onset, annotation.duration, [withoutSeparators(annotation.text)]),
    );
  // Loops, not Math.max(...array): a day of 1 s records would overflow the argument list.
  const timeKeeping = recordStarts.reduce(
    (widest, start) => Math.max(widest, encodeTimeKeepingTal(start).length),
    0,
  );
  const longest = tals.reduce((widest, tal) => Math.max(widest, tal.length), 0);
  const total = tals.reduce((sum, tal) => sum + tal.length, 0);
  // Greedy packing wastes less than one TAL per record, so this capacity always suffices.
  const capacity = timeKeeping + (records > 0 ? Math.ceil(total / records) : 0) + longest;
  const talsByRecord: Uint8Array[][] = recordStarts.map(() => []);
  let record = 0;
  let used = 0;
  for (const tal of tals) {
    if (used + tal.length > capacity - timeKeeping) {
      record += 1;
      used = 0;
    }
    talsByRecord[Math.min(record, records - 1)]?.push(tal);
    used += tal.length;
  }
  return { samplesPerRecord: Math.max(1, Math.ceil(capacity / bytesPerSample)), talsByRecord };
}
