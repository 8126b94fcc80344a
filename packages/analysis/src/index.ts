export { eventsPerHour } from './statistics/eventsPerHour';
export { detectQrs } from './ecg/detectQrs';
export { DEFAULT_QRS_DETECTOR_PARAMS } from './ecg/qrsDetectorParams';
export type { QrsDetectorParams } from './ecg/qrsDetectorParams';
export { scoreBeats } from './scoring/scoreBeats';
export type { BeatScore, ReferenceAnnotation, ScoreBeatsOptions } from './scoring/scoreBeats';
export { BEAT_SYMBOLS } from './scoring/beatSymbols';
export type { DetectedEvent } from './events/detectedEvent';
export { BEAT_CLASSES, singleBeatEvent } from './events/beatClasses';
export type { Beat, BeatClass } from './events/beatClasses';
export { ANALYSIS_REFUSAL_MESSAGES, AnalysisRefusedError } from './events/analysisRefusal';
export type { AnalysisRefusalCode } from './events/analysisRefusal';
export { fftInPlace, isPowerOfTwo, nextPowerOfTwo } from './hrv/fft';
export { extractNnIntervals, DEFAULT_NN_INTERVAL_OPTIONS } from './hrv/nnIntervals';
export type { NnIntervalOptions, NnSeries } from './hrv/nnIntervals';
export {
  hrvTimeDomain,
  triangularInterpolationWidth,
  NN_HISTOGRAM_BIN_MS,
  HRV_SEGMENT_SECONDS,
} from './hrv/timeDomain';
export type { HrvTimeDomain } from './hrv/timeDomain';
export {
  hrvFrequencyDomain,
  bandPower,
  HRV_FREQUENCY_BANDS,
  DEFAULT_HRV_SPECTRUM_OPTIONS,
  MIN_SPECTRUM_SECONDS,
} from './hrv/frequencyDomain';
export type { FrequencyBand, HrvFrequencyDomain, HrvSpectrumOptions } from './hrv/frequencyDomain';
export { resampleCubicSpline } from './hrv/resampleCubicSpline';
export { welchPowerSpectrum } from './hrv/welchPowerSpectrum';
export type { PowerSpectrum } from './hrv/welchPowerSpectrum';
export { analyzeHrv } from './hrv/analyzeHrv';
export type { HrvAnalysis, HrvOptions } from './hrv/analyzeHrv';
export {
  mergeIntervals,
  subtractIntervals,
  intersectIntervals,
  overlapSeconds,
  totalSeconds,
  createIntervalCursor,
} from './statistics/timeIntervals';
export type { TimeSpan } from './statistics/timeIntervals';
export type { UniformSamples } from './statistics/uniformSamples';
export {
  analysedIntervals,
  analysedSeconds,
  NOT_ANALYSED_EVENT_TYPES,
} from './statistics/analysedTime';
export type { AnalysedSecondsInput } from './statistics/analysedTime';
export {
  saturationSummary,
  isValidSpo2,
  SPO2_VALID_RANGE,
  T90_THRESHOLD_PERCENT,
} from './statistics/saturationSummary';
export type { SaturationSummary } from './statistics/saturationSummary';
export {
  saturationChangeIndex,
  SATURATION_CHANGE_INTERVAL_SECONDS,
} from './statistics/saturationChangeIndex';
export { desaturationDrop } from './statistics/desaturationDrop';
export type { DesaturationEvent } from './statistics/desaturationDrop';
export { snoreStatistics, SNORE_SCORE_EPOCH_SECONDS } from './statistics/snoreStatistics';
export type { SnoreStatistics } from './statistics/snoreStatistics';
export { bodyPositionStatistics } from './statistics/bodyPositionStatistics';
export type { BodyPositionStatistics, PositionInterval } from './statistics/bodyPositionStatistics';
export {
  respiratoryStatistics,
  APNEA_EVENT_TYPES,
  AHI_EVENT_TYPES,
  ODI_DROP_THRESHOLDS,
} from './statistics/respiratoryStatistics';
export type {
  ApneaEventType,
  ApneaTableRow,
  RespiratoryStatistics,
  RespiratoryStatisticsInput,
} from './statistics/respiratoryStatistics';
export { eventFigures } from './statistics/eventFigures';
export type { EventFigures, EventFiguresInput, EventTypeFigure } from './statistics/eventFigures';
export { descriptionFindings } from './statistics/descriptionFindings';
export type { EctopicBeatCounts } from './statistics/descriptionFindings';
export {
  decelerationCapacity,
  DC_MAX_ANCHOR_PROLONGATION,
} from './statistics/decelerationCapacity';
export {
  heartRatePerWindow,
  HEART_RATE_NN_OPTIONS,
  HEART_RATE_WINDOW_SECONDS,
} from './statistics/heartRatePerWindow';
export type { HeartRateSeries } from './statistics/heartRatePerWindow';
export { episodeStatistics } from './statistics/episodeStatistics';
export type { EpisodeStatistics } from './statistics/episodeStatistics';
export { holterStatistics } from './statistics/holterStatistics';
export type {
  HeartRateSummary,
  HolterStatistics,
  HolterStatisticsInput,
} from './statistics/holterStatistics';
export { buildHolterReport } from './statistics/holterReport';
export type { HolterReportFields, HolterReportInput } from './statistics/holterReport';
export {
  timeDistribution,
  heartRateDistribution,
  saturationDistribution,
  HEART_RATE_BINS,
  SATURATION_BINS,
} from './statistics/distributions';
export type { BinLayout, DistributionBin } from './statistics/distributions';
export {
  ACTIVITY_TYPES,
  PHYSICAL_ACTIVITY_TYPES,
  WORKOUT_TYPES,
  TREND_GRANULATIONS,
  TREND_MEASUREMENTS,
  MEASUREMENT_RANGES,
  isValidMeasurement,
} from './trends/measurementDefinitions';
export type {
  ActivityType,
  WorkoutType,
  TrendGranulation,
  TrendMeasurement,
  TrendMeasurementRange,
} from './trends/measurementDefinitions';
export { createBucketer, createUtcOffsetResolver } from './trends/calendarBuckets';
export type { BucketBounds } from './trends/calendarBuckets';
export {
  aggregateMeasurements,
  aggregateWorkouts,
  aggregateActivities,
} from './trends/aggregateTrend';
export type {
  TimedValue,
  TrendOptions,
  MeasurementBucket,
  WorkoutBucket,
  ActivityBucket,
  WorkoutRecord,
  ActivityEpisode,
} from './trends/aggregateTrend';
export {
  DEFAULT_RESPIRATORY_DETECTOR_PARAMS,
  resolveRespiratoryParams,
} from './respiratory/respiratoryDetectorParams';
export type { RespiratoryDetectorParams } from './respiratory/respiratoryDetectorParams';
export type { SampledSignal } from './respiratory/sampledSignal';
export { detectApneas } from './respiratory/detectApneas';
export { detectHypopneas } from './respiratory/detectHypopneas';
export type { RespiratoryEvent } from './respiratory/scoreFlowEvents';
export type { ApneaType } from './respiratory/classifyApneaEffort';
export { detectDesaturations } from './respiratory/detectDesaturations';
export type { Desaturation } from './respiratory/detectDesaturations';
export { detectSnores } from './respiratory/detectSnores';
export { detectBodyPositions, POSITION_CODE_TOLERANCE } from './respiratory/detectBodyPositions';
export type { BodyPositionInterval } from './respiratory/detectBodyPositions';
export { detectSensorNotFitted } from './respiratory/detectSensorNotFitted';
export type { SensorSignals } from './respiratory/detectSensorNotFitted';
export { analyzePolygraphy } from './respiratory/analyzePolygraphy';
export type {
  PolygraphySignals,
  AnalyzePolygraphyOptions,
  PolygraphyAnalysis,
  PulseSummary,
} from './respiratory/analyzePolygraphy';
export { scoreEvents } from './respiratory/scoreEvents';
export type { EventMatchOptions, EventScore } from './respiratory/scoreEvents';
export { classifyBeats } from './ecg/classifyBeats';
export type { ClassifyBeatsOptions, TimeInterval } from './ecg/classifyBeats';
export { DEFAULT_BEAT_CLASSIFIER_PARAMS } from './ecg/beatClassifierParams';
export type { BeatClassifierParams } from './ecg/beatClassifierParams';
export { scoreBeatClass, AAMI_CLASS_OF_SYMBOL } from './scoring/scoreBeatClass';
export type { ScoreBeatClassOptions } from './scoring/scoreBeatClass';
export { matchBeats } from './scoring/matchBeats';
export { detectRhythms } from './rhythm/detectRhythms';
export { rrIrregularity } from './rhythm/rrIrregularity';
export { DEFAULT_HOLTER_DETECTOR_PARAMS } from './rhythm/holterDetectorParams';
export type { HolterDetectorParams } from './rhythm/holterDetectorParams';
export { analyzeHolter } from './holter/analyzeHolter';
export type {
  HolterAnalysis,
  HolterAnalysisParams,
  HolterCounts,
  HolterHeartRate,
  HolterInput,
} from './holter/analyzeHolter';
export { assessSignalQuality, SAMPLE_STATUS } from './quality/signalQuality';
export { maskSaturation } from './quality/saturation';
export type { SaturationOptions } from './quality/saturation';
export type { SignalQuality, SignalQualityCriteria } from './quality/signalQuality';
export { COVID_CHANNELS, covidRecordingSeconds } from './covid/covidRecording';
export type { CovidChannel, CovidRecording, SampledChannel } from './covid/covidRecording';
export { DEFAULT_COVID_DETECTOR_PARAMS } from './covid/covidDetectorParams';
export type { CovidDetectorParams } from './covid/covidDetectorParams';
export { COVID_QUALITY_CRITERIA } from './covid/covidQualityCriteria';
export { analyzeCovid } from './covid/analyzeCovid';
export type {
  ChannelQualityReport,
  CovidAnalysis,
  CovidAnalysisOptions,
  CovidSummary,
} from './covid/analyzeCovid';
export { detectThresholdEpisodes } from './covid/detectThresholdEpisodes';
export type { ThresholdEpisode, ThresholdEpisodeRule } from './covid/detectThresholdEpisodes';
export { COUGH_EPOCH_GAP_SECONDS, detectCoughs } from './covid/detectCoughs';
export type { CoughBout, CoughSound } from './covid/detectCoughs';
export { NIGHT_WINDOW_HOURS, SAMPLED_VITALS } from './covid/vitalsSamples';
export type { SampledVital, VitalsSample, VitalsSummary } from './covid/vitalsSamples';
export {
  MATCH_COLLAR_SECONDS,
  SCORED_COVID_ALERTS,
  scoreCovidEvents,
  scoreEpisodes,
} from './covid/scoreCovidEvents';
export type { EpisodeScore, ScoredCovidAlert } from './covid/scoreCovidEvents';
