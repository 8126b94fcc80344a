export { eventsPerHour } from './statistics/eventsPerHour';
export { detectQrs } from './ecg/detectQrs';
export { DEFAULT_QRS_DETECTOR_PARAMS } from './ecg/qrsDetectorParams';
export type { QrsDetectorParams } from './ecg/qrsDetectorParams';
export { scoreBeats } from './scoring/scoreBeats';
export type { BeatScore, ReferenceAnnotation, ScoreBeatsOptions } from './scoring/scoreBeats';
export { BEAT_SYMBOLS } from './scoring/beatSymbols';
export {
  RESPIRATORY_EVENT_TYPES,
  COVID_EVENT_TYPES,
  HOLTER_EVENT_TYPES,
  PATCHABLE_HOLTER_EVENT_TYPES,
  EVENT_TYPES,
  BODY_POSITIONS,
} from './events/eventTypes';
export type {
  EventType,
  RespiratoryEventType,
  CovidEventType,
  HolterEventType,
  PatchedHolterEventType,
  BodyPosition,
  EventOrigin,
  DetectedEvent,
} from './events/eventTypes';
export { BEAT_CLASSES } from './events/beatClasses';
export type { Beat, BeatClass } from './events/beatClasses';
export { ANALYSIS_REFUSAL_MESSAGES, AnalysisRefusedError } from './events/analysisRefusal';
export type { AnalysisRefusalCode } from './events/analysisRefusal';
export { createRandom } from './synthetic/random';
export type { Random } from './synthetic/random';
