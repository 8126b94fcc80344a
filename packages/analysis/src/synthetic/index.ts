/**
 * Seeded synthetic recordings with ground truth — ECG (Holter scenarios), polygraphy and COVID
 * home monitoring — and the scorers that compare an analysis with that truth. Published as
 * `@telemed/analysis/synthetic` so the detectors' entry stays small: apps ship detectors, while
 * tests, benchmarks, stories and the demo seed generate recordings.
 */
export { createRandom } from './random';
export type { Random } from './random';
export {
  generateSyntheticEcg,
  planSyntheticEcg,
  MAX_WHOLE_RECORDING_SAMPLES,
} from './ecg/syntheticEcg';
export type { EcgChunk, SyntheticEcg, SyntheticEcgPlan } from './ecg/syntheticEcg';
export type { SyntheticEcgGroundTruth } from './ecg/ecgGroundTruth';
export {
  resolveEcgScenario,
  DEFAULT_HEART_RATE,
  DEFAULT_ECG_NOISE,
  DEFAULT_CONDUCTION,
  DEFAULT_VENTRICULAR_COUPLING,
} from './ecg/ecgScenario';
export type {
  EcgScenario,
  EcgEpisode,
  ResolvedEcgScenario,
  HeartRateSettings,
  EcgNoiseSettings,
  EctopicSettings,
  ConductionSettings,
  SinusRateEpisode,
  AtrialFibrillationEpisode,
  AtrialFlutterEpisode,
  TachycardiaRunEpisode,
  IdioventricularEpisode,
  VentricularPatternEpisode,
  PauseEpisode,
  ElectrodeOffEpisode,
} from './ecg/ecgScenario';
export { ECG_LEAD_NAMES, LEAD_PROFILES } from './ecg/ecgLeads';
export type { EcgLeadName, LeadProfile } from './ecg/ecgLeads';
export { holterScenario, HOLTER_PRESETS } from './ecg/holterScenario';
export { ECTOPY_PATIENTS } from './ecg/ectopyPatients';
export type { EctopyPatient } from './ecg/ectopyPatients';
export type { HolterPreset, HolterScenarioOptions } from './ecg/holterScenario';
export { generatePolygraphy, groundTruthAhi } from './polygraphy/generatePolygraphy';
export type { GroundTruthAhi } from './polygraphy/generatePolygraphy';
export { planPolygraphy } from './polygraphy/planPolygraphy';
export type { PolygraphyPlan } from './polygraphy/planPolygraphy';
export { renderPolygraphy } from './polygraphy/renderPolygraphy';
export { DEFAULT_POLYGRAPHY_SAMPLING_RATES } from './polygraphy/polygraphyTypes';
export type {
  PolygraphyChannel,
  PolygraphySamplingRates,
  PolygraphySeverity,
  SyntheticPolygraphyOptions,
  TruthRespiratoryEventType,
  TruthRespiratoryEvent,
  TruthDesaturation,
  PolygraphyGroundTruth,
  PolygraphyChannels,
  SyntheticPolygraphy,
} from './polygraphy/polygraphyTypes';
export { SEVERITY_PRESETS } from './polygraphy/severityPresets';
export type { SeverityPreset } from './polygraphy/severityPresets';
export {
  scorePolygraphyAnalysis,
  syntheticPolygraphySignals,
} from './polygraphy/scorePolygraphyAnalysis';
export type { PolygraphyScore } from './polygraphy/scorePolygraphyAnalysis';
export { generateCovidRecording } from './covid/generateCovidRecording';
export type {
  CovidRecordingOptions,
  SyntheticCovidRecording,
} from './covid/generateCovidRecording';
export { COVID_SEVERITIES, COVID_SEVERITY_PRESETS } from './covid/covidSeverity';
export type { CovidSeverity, CovidSeverityPreset } from './covid/covidSeverity';
export type { DeviceArtefact } from './covid/deviceReadings';
export type { TrueCough, TrueCoughBout } from './covid/coughSound';
export type { TrueVitals } from './covid/physiology';
