/**
 * Named parameters of the COVID alert detectors. The first seven keep the spec's names
 * (clinical-domain §3 "Detector parameters": heart_rate_max, respiration_rate_max,
 * temperature_max, saturation_level_min, cough intensity, energy and sound power) because the API
 * stores detector parameters by name; the rest follow the same snake_case style.
 *
 * Vital-sign defaults are the NEWS2 bands (Royal College of Physicians. National Early Warning
 * Score (NEWS) 2: standardising the assessment of acute-illness severity in the NHS. London:
 * RCP, 2017), the level at which NEWS2 scores the parameter 2 or more, except temperature, where
 * any NEWS2 fever point (38.1 °C) is the clinically relevant event for a COVID patient at home.
 */
export interface CovidDetectorParams {
  /** HIGH_HEART_RATE when the pulse stays above this, bpm.
   * @default 110 (NEWS2: 111-130 scores 2, ≥ 131 scores 3) */
  heart_rate_max: number;
  /** FREQUENT_BREATHING when the respiration rate stays above this, breaths/min.
   * @default 24 (NEWS2: ≥ 25 scores 3; the spec's intake form asks for after-rest readings above
   * 25, platform-core "COVID questionnaire fields") */
  respiration_rate_max: number;
  /** HIGH_TEMPERATURE when the temperature stays above this, °C.
   * @default 38 (NEWS2: 38.1-39.0 scores 1, ≥ 39.1 scores 2; fever is > 38 °C, WHO COVID-19
   * case definition 2020) */
  temperature_max: number;
  /** LOW_SPO2 when the saturation stays below this, %.
   * @default 94 (NIH COVID-19 Treatment Guidelines: SpO2 < 94 % on room air is severe illness;
   * NEWS2 scale 1: 92-93 scores 2, ≤ 91 scores 3; WHO COVID-19 clinical management 2021: < 90 %
   * is severe) */
  saturation_level_min: number;
  /** A cough sound peaks at least this loud, dB SPL at the chest microphone.
   * @default 70 (above raised-effort speech, 68.3 dB SPL in ANSI S3.5-1997 Table 3, so the
   * wearer's normal and raised speech does not pass on level alone) */
  cough_intensity: number;
  /** A cough sound carries at least this much acoustic energy: its sound exposure level,
   * dB re 1 s (ISO 1996-1:2016 3.1.5).
   * @default 60 (the faintest cough the default intensity admits: a 250 ms sound, the short end
   * of Korpáš 1996's 300-650 ms less the decay below the onset margin, averaging 4 dB under a
   * 70 dB peak, is 66 - 6 = 60 dB re 1 s; on the synthetic benchmark 58 doubles the false coughs
   * and 62 doubles the missed ones) */
  cough_energy: number;
  /** A cough sound's mean power stands at least this far above the room's background, dB.
   * @default 15 (design choice: twice the 6 dB onset margin plus the ±3 dB frame-to-frame
   * fluctuation of the background, so television and conversation bursts are not coughs) */
  cough_sound_power: number;
  /** An alert lasts at least this long before it is reported, s; shorter excursions are noise
   * or exertion. @default 300 (design choice for home monitoring reviewed by a physician: alarm
   * delays cut nuisance alarms most, Welch J, Biomed Instrum Technol 2011;45(s1):46-52, and a
   * home alert is acted on in minutes, not seconds) */
  alert_min_duration: number;
  /** Two alerts of one kind separated by less than this are one episode, s.
   * @default 300 (same as alert_min_duration, so a dip below threshold too short to count as
   * an alert does not split one) */
  alert_merge_gap: number;
}

/** Defaults of {@link CovidDetectorParams}, each with its source in the field's JSDoc. */
export const DEFAULT_COVID_DETECTOR_PARAMS: Readonly<CovidDetectorParams> = Object.freeze({
  heart_rate_max: 110,
  respiration_rate_max: 24,
  temperature_max: 38,
  saturation_level_min: 94,
  cough_intensity: 70,
  cough_energy: 60,
  cough_sound_power: 15,
  alert_min_duration: 300,
  alert_merge_gap: 300,
});
