/**
 * Named parameters of {@link detectQrs}. Every default comes from the classic detectors:
 * Pan J, Tompkins WJ. A real-time QRS detection algorithm. IEEE Trans Biomed Eng
 * 32(3):230-236, 1985 ("PT"); Hamilton PS, Tompkins WJ. Quantitative investigation of QRS
 * detection rules using the MIT/BIH arrhythmia database. IEEE Trans Biomed Eng 33(12):1157-1165,
 * 1986 ("HT").
 */
export interface QrsDetectorParams {
  /** Lower edge of the band-pass, Hz. @default 5 (PT: QRS energy lies in about 5-15 Hz) */
  bandPassLowHz: number;
  /** Upper edge of the band-pass, Hz. @default 15 (PT) */
  bandPassHighHz: number;
  /** Moving-window integration width, s. @default 0.15 (PT: 30 samples at 200 Hz) */
  integrationWindowSeconds: number;
  /** No second QRS within this time of a detection, s. @default 0.2 (PT, HT) */
  refractorySeconds: number;
  /** Peaks this soon after a QRS are tested for being a T wave, s. @default 0.36 (PT) */
  tWaveWindowSeconds: number;
  /** A peak in the T-wave window whose maximal slope is below this share of the previous QRS's
   * slope is a T wave. @default 0.5 (PT) */
  tWaveSlopeRatio: number;
  /** Detection threshold = noise level + coefficient x (QRS level - noise level).
   * @default 0.3125 (HT's threshold coefficient with mean estimators, as in Hamilton's OSEA) */
  thresholdCoefficient: number;
  /** Peak levels are the mean of this many most recent QRS or noise peaks. @default 8 (HT) */
  peakHistory: number;
  /** Search back for a missed beat when no QRS came for this multiple of the RR average.
   * @default 1.5 (HT; PT use 1.66) */
  searchBackRrFactor: number;
  /** A searched-back peak needs this share of the detection threshold. @default 0.5 (PT) */
  searchBackThresholdRatio: number;
  /** The R peak is the largest band-passed deflection within this time of the energy peak, s.
   * @default 0.08 (half the 150 ms integration window plus a margin) */
  peakRefinementSeconds: number;
  /** Initial levels come from the maxima of this many first seconds. @default 8 (HT/OSEA) */
  learningSeconds: number;
  /** Take a second look at the beats in a regular rhythm: move a beat that noise displaced back
   * to the QRS at the expected time, drop an extra beat of noise that the leads show weakly and
   * unlike a beat (`reviewBeats`). @default true (ours: MIT-BIH 100, 105 and 106 pooled, MLII
   * with V1 +P 99.53 -> 99.70 % and Se 99.76 -> 99.84 %; MLII alone 99.55 -> 99.62 % and 99.67 ->
   * 99.69 %) */
  rhythmReview: boolean;
}

export const DEFAULT_QRS_DETECTOR_PARAMS: Readonly<QrsDetectorParams> = Object.freeze({
  bandPassLowHz: 5,
  bandPassHighHz: 15,
  integrationWindowSeconds: 0.15,
  refractorySeconds: 0.2,
  tWaveWindowSeconds: 0.36,
  tWaveSlopeRatio: 0.5,
  thresholdCoefficient: 0.3125,
  peakHistory: 8,
  searchBackRrFactor: 1.5,
  searchBackThresholdRatio: 0.5,
  peakRefinementSeconds: 0.08,
  learningSeconds: 8,
  rhythmReview: true,
});
