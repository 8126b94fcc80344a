/**
 * Mnemonics of the WFDB annotation codes 0-41, indexed by code (WFDB `ecgcodes.h` and
 * `ecgmap.h`, "Table of annotation codes" of the WFDB Programmer's Guide). Codes 42-49 are
 * user-defined and have no standard mnemonic.
 */
const MNEMONICS: readonly string[] = [
  ' ', // 0 NOTQRS
  'N', // 1 NORMAL
  'L', // 2 LBBB
  'R', // 3 RBBB
  'a', // 4 ABERR
  'V', // 5 PVC
  'F', // 6 FUSION
  'J', // 7 NPC
  'A', // 8 APC
  'S', // 9 SVPB
  'E', // 10 VESC
  'j', // 11 NESC
  '/', // 12 PACE
  'Q', // 13 UNKNOWN
  '~', // 14 NOISE
  '', // 15 unused
  '|', // 16 ARFCT
  '', // 17 unused
  's', // 18 STCH
  'T', // 19 TCH
  '*', // 20 SYSTOLE
  'D', // 21 DIASTOLE
  '"', // 22 NOTE
  '=', // 23 MEASURE
  'p', // 24 PWAVE
  'B', // 25 BBB
  '^', // 26 PACESP
  't', // 27 TWAVE
  '+', // 28 RHYTHM
  'u', // 29 UWAVE
  '?', // 30 LEARN
  '!', // 31 FLWAV
  '[', // 32 VFON
  ']', // 33 VFOFF
  'e', // 34 AESC
  'n', // 35 SVESC
  '@', // 36 LINK
  'x', // 37 NAPC
  'f', // 38 PFUS
  '(', // 39 WFON
  ')', // 40 WFOFF
  'r', // 41 RONT
];

/**
 * Codes that label a beat, as the WFDB `isqrs` table and `bxb` count them: N L R B A a J S V r
 * F e j n E / f Q.
 */
const BEAT_CODES: ReadonlySet<number> = new Set([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 25, 34, 35, 38, 41,
]);

/** The standard mnemonic of an annotation code, or `[code]` for user-defined codes. */
export function annotationMnemonic(code: number): string {
  const mnemonic = MNEMONICS[code];
  return mnemonic ? mnemonic : `[${code}]`;
}

/** Whether an annotation code labels a beat (not rhythm, noise, note or waveform codes). */
export function isBeatCode(code: number): boolean {
  return BEAT_CODES.has(code);
}
