/**
 * Leads the synthetic ECG can record. Holter recorders use bipolar chest leads that approximate
 * these: CM5 looks like V5, CM1 like V1, and a modified inferior lead like II, III or aVF.
 */
export const ECG_LEAD_NAMES = ['I', 'II', 'III', 'aVF', 'V1', 'V5'] as const;
export type EcgLeadName = (typeof ECG_LEAD_NAMES)[number];

/** Peak amplitudes of one lead's waves, mV (signed: a negative wave points down). */
export interface LeadProfile {
  /** Sinus P wave. */
  p: number;
  /** Septal q wave. */
  q: number;
  /** R wave. */
  r: number;
  /** S wave. */
  s: number;
  /** T wave. */
  t: number;
  /** Atrial flutter F waves: the sawtooth's peak amplitude, negative in the inferior leads. */
  flutter: number;
  /** Fibrillatory f waves: their peak amplitude. */
  fibrillation: number;
  /** Scale of ventricular ectopic complexes in this lead, relative to lead II. */
  ectopic: number;
}

/**
 * Typical adult amplitudes per lead: P 0.05-0.25 mV, R 0.5-2 mV with R < S in V1 and the tallest
 * R in V5, upright T except possibly in V1 and III (Surawicz B, Knilans TK. Chou's
 * Electrocardiography in Clinical Practice, 6th ed., 2008, ch. 1; Macfarlane PW et al.
 * Comprehensive Electrocardiology, 2nd ed., 2011, normal limits). Flutter waves are a negative
 * sawtooth of about 0.1-0.3 mV in II, III and aVF and positive in V1 in typical counter-clockwise
 * flutter (Saoudi N et al., Eur Heart J 22:1162-1182, 2001); f waves are largest in V1, about
 * 0.05-0.2 mV (Stridh M, Sornmo L. IEEE Trans Biomed Eng 48(1):105-111, 2001).
 */
export const LEAD_PROFILES: Readonly<Record<EcgLeadName, Readonly<LeadProfile>>> = {
  I: {
    p: 0.08,
    q: -0.05,
    r: 0.7,
    s: -0.1,
    t: 0.2,
    flutter: -0.05,
    fibrillation: 0.03,
    ectopic: 0.7,
  },
  II: {
    p: 0.15,
    q: -0.07,
    r: 1.2,
    s: -0.25,
    t: 0.3,
    flutter: -0.2,
    fibrillation: 0.05,
    ectopic: 1,
  },
  III: {
    p: 0.07,
    q: -0.05,
    r: 0.6,
    s: -0.2,
    t: 0.1,
    flutter: -0.2,
    fibrillation: 0.05,
    ectopic: 0.8,
  },
  aVF: {
    p: 0.11,
    q: -0.06,
    r: 0.9,
    s: -0.22,
    t: 0.2,
    flutter: -0.2,
    fibrillation: 0.05,
    ectopic: 0.9,
  },
  V1: { p: 0.06, q: 0, r: 0.25, s: -0.9, t: 0.1, flutter: 0.15, fibrillation: 0.1, ectopic: 1.1 },
  V5: { p: 0.1, q: -0.1, r: 1.6, s: -0.3, t: 0.4, flutter: 0.05, fibrillation: 0.03, ectopic: 1.3 },
};
