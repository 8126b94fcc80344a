export {
  CURSOR_REFRESH_DEBOUNCE_MS,
  ECG_DISPLAY_FACTOR,
  HOLTER_DEFAULT_ROWS,
  HOLTER_DEFAULT_SPAN_MS,
  PRELOAD_SPAN_FACTOR,
  RAW_HOUR_LIMIT,
} from './constants';
export { preloadWindow, windowContains } from './cache/timeWindow';
export type { TimeWindow } from './cache/timeWindow';

// Window cache (spec platform-core §4, §9)
export {
  SignalWindowCache,
  DEFAULT_CACHE_BUDGET,
  MAX_OVERSAMPLING,
} from './cache/SignalWindowCache';
export type { SignalWindowCacheOptions, SignalCacheListener } from './cache/SignalWindowCache';
export { isAbortError } from './cache/signalFetcher';
export type { SignalFetcher, SignalFetchRequest } from './cache/signalFetcher';

// Track data model (what GET .../signals answers)
export type {
  SignalChannel,
  SignalChannelType,
  SignalChannelData,
  SignalSegment,
  SampleSegment,
  EnvelopeSegment,
  SignalWindowData,
} from './model/signalData';
export { clipSegment, mergeWindowData, pointCount, segmentEnd } from './model/segments';
export { displayUnitOf } from './model/displayUnits';
export type { DisplayUnit } from './model/displayUnits';

// Scales and drawing
export { linearScale } from './scales/linearScale';
export type { LinearScale } from './scales/linearScale';
export {
  CALIBRATIONS,
  CSS_PX_PER_MM,
  PAPER_SPEEDS,
  msPerPxAtPaperSpeed,
  paperSpeedOf,
  pxPerMillivolt,
} from './scales/paperScale';
export type { Calibration, PaperSpeed } from './scales/paperScale';
export { timeTicks } from './scales/timeTicks';
export type { TimeTicks } from './scales/timeTicks';
export { amplitudeMapping, DEFAULT_CHANNEL_SETTINGS } from './draw/amplitude';
export type { AmplitudeMapping, ChannelDisplaySettings } from './draw/amplitude';
export { traceSegment, gapsBetween, visibleRange } from './draw/drawTrace';
export { drawViewer } from './draw/drawViewer';
export type { ViewerColors, ViewerScene, TrackScene } from './draw/drawViewer';

// Viewer
export { SignalViewer } from './viewer/SignalViewer';
export type { SignalViewerProps } from './viewer/SignalViewer';
export { panWindow, zoomWindow, windowAfterKey } from './viewer/viewWindow';

// i18n
export { signalsResources, SIGNALS_NAMESPACE } from './i18n/signalsResources';
export { useSignalsTranslation } from './i18n/useSignalsTranslation';
export type { SignalsStringKey } from './i18n/signalsResources';
export type { SignalsStrings } from './i18n/locales/en-GB';
