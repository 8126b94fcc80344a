import type { TemperatureUnit } from '@telemed/domain';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ViewerBeat } from '../beats/viewerBeat';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { ChannelDisplaySettings } from '../draw/amplitude';
import type { EventHotkeys } from '../events/eventHotkeys';
import type { EventEditor } from '../events/useEventEditor';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import type { SignalChannel } from '../model/signalData';
import { msPerPxAtPaperSpeed } from '../scales/paperScale';
import type { Calibration, PaperSpeed } from '../scales/paperScale';
import { CursorReadout } from './CursorReadout';
import { EventToolbar } from './EventToolbar';
import { LiveRegions } from './LiveRegions';
import { OverviewStrip } from './OverviewStrip';
import { ShortcutHelp } from './ShortcutHelp';
import * as styles from './SignalViewer.css';
import { TrackLabels } from './TrackLabels';
import { useAccessibleSummary } from './useAccessibleSummary';
import { useCanvasRedraw } from './useCanvasRedraw';
import { useChannelTracks } from './useChannelTracks';
import { useEventLayer } from './useEventLayer';
import { useRevealInView } from './useRevealInView';
import { useSignalData } from './useSignalData';
import { useViewerGestures } from './useViewerGestures';
import { useViewWindow } from './useViewWindow';
import { translatedChannel, valueFormatOf } from './valueFormat';
import { ViewerControls } from './ViewerControls';
import { zoomWindow } from './viewWindow';

/** Props of {@link SignalViewer}. */
export interface SignalViewerProps {
  /** The channels to draw, one track each, top to bottom. */
  channels: readonly SignalChannel[];
  /** Start and end of the recording (epoch ms); the view never leaves it. */
  recording: TimeWindow;
  /** Loads signal windows (usually `apiSignalFetcher` over the signals call); cached per viewer. */
  fetcher: SignalFetcher;
  /** Loads the whole-recording overview (`signalsoverview`). @default fetcher */
  overviewFetcher?: SignalFetcher;
  /** Shows the overview strip with the current window as a brush. @default true */
  showOverview?: boolean;
  /** Epoch ms at the left edge at first. @default recording.start */
  initialStart?: number;
  /**
   * The time scale in mm/s of screen (96 CSS px per inch); changing it resets the zoom to it.
   * @default 25 (the standard ECG paper speed)
   */
  paperSpeed?: PaperSpeed;
  /** Span of the first window in ms, instead of the paper speed (e.g. a 24 h overview). */
  initialSpan?: number;
  /** ECG amplitude in mm/mV to start with; the controls change it. @default 10 (the standard) */
  calibration?: Calibration;
  /** The user's temperature unit: Celsius channels are shown in it. @default 'celsius' */
  temperatureUnit?: TemperatureUnit;
  /** Shows the paper speed, amplitude, zoom and shortcut controls over the tracks. @default true */
  showControls?: boolean;
  /** Per-channel amplitude settings to start with, by channel id. */
  initialChannelSettings?: Readonly<Record<string, Partial<ChannelDisplaySettings>>>;
  /** Height of each track in CSS px. @default 128 */
  trackHeight?: number;
  /** IANA time zone of the clock times. @default the browser's */
  timeZone?: string;
  /** The events to draw and edit ({@link useEventEditor}); none when absent. */
  editor?: EventEditor;
  /** Types a selected event may be changed to, and the first is what Shift+drag creates. */
  eventTypes?: readonly string[];
  /** Keys that score events by type (user-set). @default {} */
  hotkeys?: EventHotkeys;
  /** Events can be selected but not changed. @default false */
  readOnly?: boolean;
  /** Detected beats, labelled over the ECG tracks when zoomed in enough. */
  beats?: readonly ViewerBeat[];
  /** A time to show (a beat chosen in a list): each new object centres it unless in view. */
  reveal?: { time: number };
  /** Accessible name of the plotting area. @default 'Signals', translated */
  'aria-label'?: string;
  /** Called with the window shown after every pan or zoom. */
  onWindowChange?(window: TimeWindow): void;
}

/** Height of the clock-time axis under the tracks, CSS px. */
const AXIS_HEIGHT = 28;
const EMPTY_HOTKEYS: EventHotkeys = {};
const EMPTY_TYPES: readonly string[] = [];

/**
 * The biosignal viewer (spec clinical-domain §2, signals): one canvas for all tracks at the device
 * pixel ratio with a value axis per track, HTML labels and controls beside it, display controls
 * (paper speed, amplitude, zoom, the `?` shortcut help) over it, a readout of the time and values
 * under the cursor, an overview strip whose d3-brush is the window,
 * d3-zoom for drag, wheel and pinch, and the event overlay with selection, Shift+drag creation,
 * move and resize by drag, hotkeys, ] and [, Delete and undo/redo (see `viewerKeyResult`). A visually
 * hidden live summary tells screen readers the channels, the window and the events in it. A shell
 * over one hook per concern: the window, its data, the tracks, the events' layer, the gestures,
 * the canvas's redraws and the accessible summary.
 * @selector [data-dragging] on the plot while a pointer gesture runs
 */
export function SignalViewer(props: SignalViewerProps) {
  const { recording, fetcher, trackHeight = 128, temperatureUnit = 'celsius' } = props;
  const { paperSpeed = 25, timeZone, editor, readOnly = false, showOverview = true } = props;
  const { hotkeys = EMPTY_HOTKEYS, eventTypes = EMPTY_TYPES, reveal, showControls = true } = props;
  const { t, language } = useSignalsTranslation();
  const [calibration, setCalibration] = useState<Calibration>(props.calibration ?? 10);
  const [helpOpen, setHelpOpen] = useState(false);
  const channels = useMemo(
    () => props.channels.map((channel) => translatedChannel(channel, t)),
    [props.channels, t],
  );
  const format = useMemo(() => valueFormatOf(language, t), [language, t]);
  const ids = { instructions: useId(), summary: useId(), plot: useId() };
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // One point per device pixel: a high-density screen draws twice the detail, as sharp as its own.
  const ratio = window.devicePixelRatio || 1;

  const { width, view, x, shownSpeed, applyWindow } = useViewWindow({
    plot: plotRef,
    recording,
    initialStart: props.initialStart,
    initialSpan: props.initialSpan,
    paperSpeed,
    onWindowChange: props.onWindowChange,
  });
  const { shown, busy, failed } = useSignalData({ fetcher, recording, view, width, ratio });
  const { tracks, updateSettings, fitChannel } = useChannelTracks({
    channels,
    data: shown,
    view,
    trackHeight,
    calibration,
    temperatureUnit,
    initialSettings: props.initialChannelSettings,
  });
  const selectedId = editor?.state.selectedId;
  const selected =
    selectedId === undefined
      ? undefined
      : editor?.state.events.find((event) => event.id === selectedId);
  useRevealInView({ view, width, recording, selectedId, selected, reveal, applyWindow });
  const index = editor?.index;
  const events = useEventLayer({ index, selectedId, view, width, x, tracks, trackHeight, t });
  const gestures = useViewerGestures({
    plot: plotRef,
    recording,
    view,
    width,
    applyWindow,
    tracks,
    events,
    editor,
    selected,
    readOnly,
    eventTypes,
    hotkeys,
  });
  useCanvasRedraw(canvasRef, {
    width,
    height: tracks.length * trackHeight + AXIS_HEIGHT,
    ratio,
    view,
    x,
    tracks,
    axisHeight: AXIS_HEIGHT,
    paperSpeed: shownSpeed,
    language,
    timeZone,
    events,
    preview: gestures.preview,
    pendingRange: gestures.pendingRange,
    beats: props.beats,
    valueLabel: format.axisLabel,
  });
  const live = useAccessibleSummary({
    t,
    language,
    timeZone,
    tracks,
    view,
    width,
    index,
    selected,
  });

  // The controls' callbacks read the window through a ref: they stay the same while it moves.
  const shownWindow = useRef({ view, width });
  useLayoutEffect(() => {
    shownWindow.current = { view, width };
  }, [view, width]);
  const zoomBy = useCallback(
    (factor: number) => {
      const shown = shownWindow.current.view;
      applyWindow(zoomWindow(shown, factor, (shown.start + shown.end) / 2, recording));
    },
    [applyWindow, recording],
  );
  const choosePaperSpeed = useCallback(
    (speed: PaperSpeed) => {
      const { view: shown, width: shownWidth } = shownWindow.current;
      zoomBy((msPerPxAtPaperSpeed(speed) * shownWidth) / (shown.end - shown.start));
    },
    [zoomBy],
  );
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const calibrated = tracks.some((track) => track.mapping.calibrated);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '?') {
      event.preventDefault();
      setHelpOpen(true);
    } else gestures.handlers.onKeyDown(event);
  };

  return (
    <div className={styles.viewer}>
      {showControls && (
        <ViewerControls
          paperSpeed={shownSpeed}
          calibration={calibration}
          calibrated={calibrated}
          t={t}
          onPaperSpeed={choosePaperSpeed}
          onCalibration={setCalibration}
          onZoom={zoomBy}
          onShortcuts={openHelp}
        />
      )}
      {showOverview && channels[0] && (
        <>
          <div className={styles.overviewSpacer} />
          <OverviewStrip
            channel={channels[0]}
            recording={recording}
            fetcher={props.overviewFetcher ?? fetcher}
            view={view}
            width={width}
            events={editor?.index}
            onBrush={applyWindow}
          />
        </>
      )}
      {/* The tracks' controls (several per channel) come before the plot: a skip past them. */}
      <a
        href={`#${ids.plot}`}
        className={styles.skipToPlot}
        onClick={(event) => {
          event.preventDefault();
          plotRef.current?.focus();
        }}
      >
        {t('viewer.skipToPlot')}
      </a>
      <TrackLabels
        tracks={tracks}
        calibration={calibration}
        trackHeight={trackHeight}
        axisHeight={AXIS_HEIGHT}
        paperSpeed={shownSpeed}
        t={t}
        onFit={fitChannel}
        onSettings={updateSettings}
      />
      {/* A pannable canvas matches no ARIA widget role: it is a named group with a role
          description and instructions (WAI-ARIA APG, aria-roledescription), focusable for keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={plotRef}
        id={ids.plot}
        className={styles.plot}
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={props['aria-label'] ?? live.label}
        aria-roledescription={live.roleDescription}
        aria-describedby={`${ids.instructions} ${ids.summary}`}
        data-dragging={gestures.dragging || undefined}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={gestures.handlers.onPointerDown}
        onPointerMove={gestures.handlers.onPointerMove}
        onPointerUp={gestures.handlers.onPointerUp}
        onPointerCancel={gestures.handlers.onPointerCancel}
      >
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        {(failed || !shown) && (
          <span className={styles.status} role="status">
            {failed ? t('viewer.failed') : t('viewer.loading')}
          </span>
        )}
        <CursorReadout
          plot={plotRef}
          view={view}
          width={width}
          tracksHeight={tracks.length * trackHeight}
          tracks={tracks}
          format={format}
          language={language}
          timeZone={timeZone}
          t={t}
        />
        <LiveRegions ids={ids} texts={live} announceSelection={editor !== undefined} />
      </div>
      {editor && <EventToolbar editor={editor} eventTypes={eventTypes} readOnly={readOnly} t={t} />}
      <ShortcutHelp isOpen={helpOpen} onOpenChange={setHelpOpen} t={t} />
    </div>
  );
}
