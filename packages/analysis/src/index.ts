export { eventsPerHour } from './statistics/eventsPerHour';
export { detectQrs } from './ecg/detectQrs';
export { DEFAULT_QRS_DETECTOR_PARAMS } from './ecg/qrsDetectorParams';
export type { QrsDetectorParams } from './ecg/qrsDetectorParams';
export { scoreBeats } from './scoring/scoreBeats';
export type { BeatScore, ReferenceAnnotation, ScoreBeatsOptions } from './scoring/scoreBeats';
export { BEAT_SYMBOLS } from './scoring/beatSymbols';
