import { BRADYCARDIA_BPM, TACHYCARDIA_BPM } from '@telemed/domain';

/**
 * The rhythm detector parameters of clinical-domain §3, keyed by the spec's names exactly (the
 * API stores detector parameters by these names). The spec shows no defaults; each one below
 * names its source.
 */
export interface HolterDetectorParams {
  /** Atrial fibrillation when the normalised RMSSD of the RR intervals over a sliding window of
   * 64 beats exceeds this (and the turning-point ratio says the intervals are random).
   * @default 0.1 (Dash S, Chon KH, Lu S, Raeder EA. Automatic real time detection of atrial
   * fibrillation. Ann Biomed Eng 37(9):1701-1709, 2009: RMSSD/mean RR threshold 0.1) */
  af_threshold: number;
  /** Window over which the heart rate is averaged for bradycardia and tachycardia, s.
   * @default 10 (one standard 10 s ECG strip, the span a resting heart rate is read over:
   * Kligfield P et al., AHA/ACC/HRS recommendations for the standardization of the ECG,
   * Circulation 2007;115:1306-1324) */
  brad_tach_win_time: number;
  /** Bradycardia below this heart rate, beats/min. @default 60 (clinical-domain §9) */
  max_brad_HR: number;
  /** Tachycardia above this heart rate, beats/min. @default 100 (clinical-domain §9) */
  min_tach_HR: number;
  /** A pause is an RR interval longer than this, s. @default 2 (the customary Holter reporting
   * limit; ACC/AHA Guidelines for Ambulatory Electrocardiography, Crawford MH et al., JACC
   * 1999;34:912-948, regard pauses of 3 s and more as clinically significant) */
  pause_time: number;
}

/** The defaults of {@link HolterDetectorParams}, each sourced in its field's comment. */
export const DEFAULT_HOLTER_DETECTOR_PARAMS: Readonly<HolterDetectorParams> = Object.freeze({
  af_threshold: 0.1,
  brad_tach_win_time: 10,
  max_brad_HR: BRADYCARDIA_BPM,
  min_tach_HR: TACHYCARDIA_BPM,
  pause_time: 2,
});
