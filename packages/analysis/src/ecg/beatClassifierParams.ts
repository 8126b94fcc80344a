/**
 * Named parameters of {@link classifyBeats}. The first seven carry the names of the detector
 * parameters of clinical-domain §3 ("ectopic extension and reduction percent; baseline and std
 * artifact limits; not_for_analysis_threshold; use_nn; use_user_quality"), whose defaults the spec
 * does not show; each default below names where it comes from.
 */
export interface BeatClassifierParams {
  /** A beat is premature when its RR interval is shorter than the reference NN interval by at
   * least this percent. @default 25 (Hamilton's OSEA `RRShort`: shorter than 75 % of the previous
   * interval) */
  ectopic_reduction_percent: number;
  /** The RR after a premature beat is a compensatory pause when it is longer than the reference
   * NN interval by at least this percent. @default 12.5 (OSEA `RRMatch`: intervals within 12.5 %
   * of their mean match, so a longer one is not a regular interval) */
  ectopic_extension_percent: number;
  /** A beat is an artifact (Q) when the baseline (means of 200 ms blocks) moves by more than
   * this multiple of the normal QRS peak-to-peak amplitude (or of the height at which the beat
   * carries the normal or the ventricular shape, when taller) within the second around it.
   * @default 1 (electrode-motion noise, the kind of the MIT-BIH Noise Stress Test's "em" record,
   * moves the baseline by the QRS amplitude at 0 dB SNR, where detectors fail: Moody, Muldrow &
   * Mark, Computers in Cardiology 1984; on the clean MIT-BIH record 100 no beat goes past 0.82) */
  baseline_artifact_limit: number;
  /** A beat is an artifact (Q) when the high-frequency residue around it (the signal minus its
   * 5-point mean: muscle noise and spikes above about a tenth of the sampling rate, RMS) exceeds
   * this share of the normal QRS peak-to-peak amplitude (or of the beat's height, as above).
   * @default 0.08 (tuned on the synthetic ectopy patients: their muscle noise at four times the
   * ambulatory default, 0.05 mV RMS, reads up to 0.07-0.095 and leaves every beat readable; 0.02,
   * the earlier limit from the clean record 100 whose beats stay at or below 0.014, turned most
   * beats of that patient, and 4 % of those of the default-noise patients, into Q) */
  std_artifact_limit: number;
  /** A stretch whose share of artifact beats exceeds this is not for analysis: its beats are all
   * Q and rhythm detection skips it. @default 0.5 (more noise than signal; IEC 60601-2-47 asks
   * a Holter analyser to mark, not guess, where the signal cannot be analysed) */
  not_for_analysis_threshold: number;
  /** RR references are averaged over normal-to-normal (NN) intervals only; false averages every
   * RR. @default true (NN intervals, as HRV and prematurity are defined by the Task Force of the
   * ESC/NASPE, Circulation 1996;93:1043-1065) */
  use_nn: boolean;
  /** Beats inside the user's "not for analysis" intervals are Q. @default true (the physician's
   * marking overrides the analyser, clinical-domain §3 event origin "user") */
  use_user_quality: boolean;
  /** A beat matches the normal template when its correlation is at least this. @default 0.9
   * (the usual template-match level of morphology clustering, e.g. Lagerholm et al., IEEE TBME
   * 47(7):838-848, 2000; OSEA's MATCH_LIMIT plays the same role) */
  normalMatchLimit: number;
  /** A beat whose correlation with the normal template is below this is ventricular whatever its
   * width. @default 0.6 (a QRS that shares less than a third of its variance with the normal one,
   * r^2 < 0.36, has another activation path: de Chazal et al., IEEE TBME 51(7):1196-1206, 2004,
   * use morphology as the main V feature) */
  ventricularMatchLimit: number;
  /** A QRS wider than the normal template by at least this ratio is ventricular (or aberrant).
   * @default 1.3 (a normal 90 ms QRS grown past 120 ms, the AHA/ACCF/HRS wide-QRS limit: Surawicz
   * et al., Circulation 2009;119:e235-e240) */
  wideQrsRatio: number;
}

/** The defaults of {@link BeatClassifierParams}, each sourced in its field's comment. */
export const DEFAULT_BEAT_CLASSIFIER_PARAMS: Readonly<BeatClassifierParams> = Object.freeze({
  ectopic_reduction_percent: 25,
  ectopic_extension_percent: 12.5,
  baseline_artifact_limit: 1,
  std_artifact_limit: 0.08,
  not_for_analysis_threshold: 0.5,
  use_nn: true,
  use_user_quality: true,
  normalMatchLimit: 0.9,
  ventricularMatchLimit: 0.6,
  wideQrsRatio: 1.3,
});
