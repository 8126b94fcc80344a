export {
  CURSOR_REFRESH_DEBOUNCE_MS,
  ECG_DISPLAY_FACTOR,
  HOLTER_DEFAULT_ROWS,
  HOLTER_DEFAULT_SPAN_MS,
  PRELOAD_SPAN_FACTOR,
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
export { displayUnitOf, displayValue } from './model/displayUnits';
export type { DisplayUnit } from './model/displayUnits';

// The API's signals calls as the viewer's data (wire shapes of @telemed/domain)
export { apiSignalFetcher, joinPieces, windowPieces } from './wire/apiSignalFetcher';
export type { SignalsCall } from './wire/apiSignalFetcher';
export { channelOfSeries, segmentsOfSeries, windowDataOfSeries } from './wire/signalSeries';
export { overviewFetcher, signalsOverviewOf } from './wire/signalsOverview';
export type { SignalsOverview } from './wire/signalsOverview';

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
export { CLINICAL_RANGES, clinicalScaleRange, signalKindOf } from './scales/clinicalRanges';
export type { ClinicalRange } from './scales/clinicalRanges';
export { niceStep, valueAxisOf } from './scales/valueAxis';
export type { ValueAxis } from './scales/valueAxis';
export type { TimeTicks } from './scales/timeTicks';
export { amplitudeMapping, DEFAULT_CHANNEL_SETTINGS } from './draw/amplitude';
export type { AmplitudeMapping, ChannelDisplaySettings } from './draw/amplitude';
export { traceSegment, gapsBetween, visibleRange } from './draw/drawTrace';
export { drawViewer } from './draw/drawViewer';
export { drawViewerPixels, PixelFrame } from './draw/drawViewerPixels';
export { paintBackdrop, PIXEL_KIND } from './draw/pixelBackdrop';
export type { BackdropPlan, BackdropTrack, BackdropTint, PixelPalette } from './draw/pixelBackdrop';
export { rasterSegment, rastersSegment } from './draw/rasterTrace';
export type { SpanSink } from './draw/rasterTrace';
export type { ViewerColors, ViewerScene, TrackScene } from './draw/drawViewer';

// Viewer
export { SignalViewer } from './viewer/SignalViewer';
export type { SignalViewerProps } from './viewer/SignalViewer';
export { SignalStrip } from './viewer/SignalStrip';
export type { SignalStripProps } from './viewer/SignalStrip';
export { panWindow, zoomWindow, windowAfterKey } from './viewer/viewWindow';
export { readingAt } from './viewer/cursorReading';
export { translatedChannel, valueFormatOf } from './viewer/valueFormat';
export type { ValueFormat } from './viewer/valueFormat';

// i18n
export { signalsResources, SIGNALS_NAMESPACE } from './i18n/signalsResources';
export { useSignalsTranslation } from './i18n/useSignalsTranslation';
export type { SignalsStringKey } from './i18n/signalsResources';
export type { SignalsStrings } from './i18n/locales/en-GB';

// d3 time scale
export { timeScale, affineOf, viewScale } from './scales/timeScale';
export { transformOfWindow, windowOfTransform } from './viewer/useZoomWindow';

// Events: model, index, edits, navigation, hotkeys, drawing, components
export { isAutomaticEvent, eventOverlaps } from './events/viewerEvent';
export type { ViewerEvent, ViewerEventOrigin } from './events/viewerEvent';
export { indexEvents, eventsIn, forEachEventIn, countEventsIn } from './events/eventIndex';
export type { EventIndex } from './events/eventIndex';
export {
  createEventEditorState,
  editEvents,
  applyEdit,
  invertEdit,
  moveEvent,
  resizeEvent,
  EVENT_HISTORY_LIMIT,
} from './events/eventEdits';
export type {
  EventEdit,
  EventEditAction,
  EventEditorState,
  EventEditResult,
} from './events/eventEdits';
export { adjacentEvent, positionAmongType } from './events/eventNavigation';
export {
  bindHotkey,
  hotkeyEventType,
  hotkeyProblem,
  normaliseHotkey,
  RESERVED_KEYS,
} from './events/eventHotkeys';
export type { EventHotkeys, HotkeyProblem } from './events/eventHotkeys';
export { eventCategory } from './events/eventCategories';
export type { EventCategory } from './events/eventCategories';
export { useEventEditor } from './events/useEventEditor';
export type { EventEditor, UseEventEditorOptions } from './events/useEventEditor';
export { EventsTable } from './events/EventsTable';
export type { EventsTableProps } from './events/EventsTable';
export { EventsNavigator } from './events/EventsNavigator';
export type { EventsNavigatorProps } from './events/EventsNavigator';
export { drawEvents, hitEvent, EDGE_GRAB_PX } from './draw/drawEvents';
export type { Band, EventScene, EventHit } from './draw/drawEvents';
export { drawBeatLabels, firstBeatFrom, BEAT_LABEL_MIN_SPACING_PX } from './draw/drawBeats';
export type { BeatScene } from './draw/drawBeats';
export { viewerKeyResult, KEYBOARD_EVENT_MS, KEY_NUDGE_FRACTION } from './viewer/viewerKeys';
export type { ViewerKeyContext, ViewerKeyResult } from './viewer/viewerKeys';
export { OverviewStrip, OVERVIEW_HEIGHT } from './viewer/OverviewStrip';
export type { OverviewStripProps } from './viewer/OverviewStrip';
export { eventTypeLabel } from './i18n/eventTypeLabel';
export type { SignalsTranslate } from './i18n/eventTypeLabel';

// Beats
export { BEAT_LABELS, relabelBeats } from './beats/viewerBeat';
export type { BeatLabel, BeatUpdate, ViewerBeat } from './beats/viewerBeat';
export { beatStatistics, PLAUSIBLE_NN_MS } from './beats/beatStatistics';
export type { BeatFigures, BeatStatistics } from './beats/beatStatistics';
export { BeatList } from './beats/BeatList';
export type { BeatListProps } from './beats/BeatList';

// Holter full-disclosure rows
export { holterRows, holterPageAfterKey } from './holter/holterRows';
export type { HolterRow } from './holter/holterRows';
export { HolterRowsView } from './holter/HolterRowsView';
export type { HolterRowsViewProps } from './holter/HolterRowsView';
