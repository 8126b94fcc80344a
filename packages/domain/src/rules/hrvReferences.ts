/** A reference value: mean ± standard deviation, or a range. */
export type HrvReference = { mean: number; sd: number } | { from: number; to: number };

/**
 * Normal values of the standard HRV measures, Task Force of the ESC and NASPE (1996),
 * Circulation 93:1043-1065, Table 2: time domain over a nominal 24 h; the spectral measures
 * from stationary supine 5-minute recordings, so a 24 h spectrum compares with them only
 * loosely (the report says so).
 */
export const HRV_REFERENCES: Partial<Record<string, HrvReference>> = {
  sdnn: { mean: 141, sd: 39 },
  sdann: { mean: 127, sd: 35 },
  rmssd: { mean: 27, sd: 12 },
  triangularIndex: { mean: 37, sd: 15 },
  totalPower: { mean: 3466, sd: 1018 },
  lf: { mean: 1170, sd: 416 },
  hf: { mean: 975, sd: 203 },
  lfNu: { mean: 54, sd: 4 },
  hfNu: { mean: 29, sd: 3 },
  lfHfRatio: { from: 1.5, to: 2 },
};

/** A reference in the user's language, e.g. '141 ± 39' or '1,5–2,0'. */
export function formatHrvReference(reference: HrvReference | undefined, language: string): string {
  if (!reference) return '—';
  if ('mean' in reference) {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    return `${number.format(reference.mean)} ± ${number.format(reference.sd)}`;
  }
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${number.format(reference.from)}–${number.format(reference.to)}`;
}
