import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { ALL_SIGNALS } from '@telemed/domain';
import { SignalWindowCache } from '../cache/SignalWindowCache';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { ViewerBeat } from '../beats/viewerBeat';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping, isCalibratedTrack } from '../draw/amplitude';
import type { ChannelDisplaySettings } from '../draw/amplitude';
import { hitEvent } from '../draw/drawEvents';
import type { Band, EventScene } from '../draw/drawEvents';
import { visibleRange } from '../draw/drawTrace';
import { PixelFrame, drawViewerPixels } from '../draw/drawViewerPixels';
import type { EventHotkeys } from '../events/eventHotkeys';
import { countEventsIn, eventsIn } from '../events/eventIndex';
import { moveEvent, resizeEvent } from '../events/eventEdits';
import type { EventEditor } from '../events/useEventEditor';
import { eventOverlaps } from '../events/viewerEvent';
import type { ViewerEvent } from '../events/viewerEvent';
import { eventTypeLabel, eventTypeLabels } from '../i18n/eventTypeLabel';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import { displayUnitOf } from '../model/displayUnits';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { msPerPxAtPaperSpeed, paperSpeedOf } from '../scales/paperScale';
import type { Calibration, PaperSpeed } from '../scales/paperScale';
import { viewScale } from '../scales/timeScale';
import { tickFormat, timeTicks } from '../scales/timeTicks';
import { timeZoneOffset } from '../scales/timeZoneOffset';
import { canvasColors } from './canvasColors';
import { EventToolbar } from './EventToolbar';
import { OverviewStrip } from './OverviewStrip';
import * as styles from './SignalViewer.css';
import { TrackLabel } from './TrackLabel';
import { useRestingValue } from './useRestingValue';
import { useZoomWindow } from './useZoomWindow';
import { viewerKeyResult } from './viewerKeys';
import { panWindow } from './viewWindow';

/** Props of {@link SignalViewer}. */
export interface SignalViewerProps {
  /** The channels to draw, one track each, top to bottom. */
  channels: readonly SignalChannel[];
  /** Start and end of the recording (epoch ms); the view never leaves it. */
  recording: TimeWindow;
  /** Loads signal windows (usually the API client's `signals` call); cached per viewer. */
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
  /** ECG amplitude in mm/mV. @default 10 (the standard calibration) */
  calibration?: Calibration;
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

/** Quiet time after a pan or zoom before the live summary announces the new window. */
const ANNOUNCE_DELAY_MS = 300;
/** Height of the clock-time axis under the tracks, CSS px. */
const AXIS_HEIGHT = 28;
/** Pointer travel (CSS px) under which a press is a click, not a drag (as d3-drag's clickDistance). */
const CLICK_DISTANCE_PX = 3;

type Gesture =
  | { kind: 'move' | 'start' | 'end'; event: ViewerEvent; fromX: number }
  | { kind: 'create'; anchor: number; signal: string };

/**
 * The biosignal viewer (spec clinical-domain §2, signals): one canvas for all tracks at the device
 * pixel ratio, HTML labels and controls beside it, an overview strip whose d3-brush is the window,
 * d3-zoom for drag, wheel and pinch, and the event overlay with selection, Shift+drag creation,
 * move and resize by drag, hotkeys, Tab, Delete and undo/redo (see `viewerKeyResult`). A visually
 * hidden live summary tells screen readers the channels, the window and the events in it.
 * @selector [data-dragging] on the plot while a pointer gesture runs
 */
export function SignalViewer(props: SignalViewerProps) {
  const { channels, recording, fetcher, calibration = 10, trackHeight = 128 } = props;
  const { paperSpeed = 25, timeZone, onWindowChange, editor, readOnly = false } = props;
  const { showOverview = true, hotkeys = EMPTY_HOTKEYS, eventTypes = EMPTY_TYPES, beats } = props;
  const { t, language } = useSignalsTranslation();
  const ids = { instructions: useId(), summary: useId() };
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pixelFrame = useRef<PixelFrame>(undefined);
  const [width, setWidth] = useState(0);
  const [start, setStart] = useState(props.initialStart ?? recording.start);
  const [msPerPx, setMsPerPx] = useState(() => msPerPxAtPaperSpeed(paperSpeed));
  const [settings, setSettings] = useState(() =>
    initialSettings(channels, props.initialChannelSettings),
  );
  const [data, setData] = useState<SignalWindowData>();
  const [failed, setFailed] = useState(false);
  const [gesture, setGesture] = useState<Gesture>();
  const [pointerTime, setPointerTime] = useState<number>();
  const gestureRef = useRef<Gesture>(undefined);
  const pressRef = useRef<{ x: number; y: number }>(undefined);
  const pendingSpan = useRef(props.initialSpan);

  const cache = useMemo(() => new SignalWindowCache({ fetcher, recording }), [fetcher, recording]);
  useEffect(() => () => cache.dispose(), [cache]);
  const [appliedSpeed, setAppliedSpeed] = useState(paperSpeed);
  if (paperSpeed !== appliedSpeed) {
    setAppliedSpeed(paperSpeed);
    setMsPerPx(msPerPxAtPaperSpeed(paperSpeed));
  }

  useLayoutEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = Math.floor(entry.contentRect.width);
      if (measured > 0 && pendingSpan.current !== undefined) {
        setMsPerPx(pendingSpan.current / measured);
        pendingSpan.current = undefined;
      }
      setWidth(measured);
    });
    observer.observe(plot);
    return () => observer.disconnect();
  }, []);

  const view = useMemo(
    () => panWindow({ start, end: start + msPerPx * Math.max(width, 1) }, 0, recording),
    [start, msPerPx, width, recording],
  );
  const applyWindow = useCallback(
    (next: TimeWindow) => {
      setStart(next.start);
      if (width > 0) setMsPerPx((next.end - next.start) / width);
    },
    [width],
  );

  useZoomWindow({
    element: plotRef,
    recording,
    width,
    view,
    onZoom: applyWindow,
    accepts: (event) => event.type === 'wheel' || (!gestureRef.current && !event.shiftKey),
  });

  useEffect(() => {
    if (width > 0) onWindowChange?.(view);
  }, [view, width, onWindowChange]);

  // One point per device pixel: a high-density screen draws twice the detail, as sharp as its own.
  const ratio = window.devicePixelRatio || 1;
  const resolution = width > 0 ? (view.end - view.start) / (width * ratio) : 0;
  useEffect(() => {
    if (width === 0) return;
    const unsubscribe = cache.subscribe({
      onData: (loaded) => {
        setData(loaded);
        setFailed(false);
      },
      onError: () => setFailed(true),
    });
    cache.refresh(view, resolution);
    return unsubscribe;
  }, [cache, view, width, resolution]);

  const cached = useMemo(
    () => (width > 0 ? cache.peek(view, resolution) : undefined),
    // `data` changes when a fetch has been stored: the cache may answer the view now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cache, view, width, resolution, data],
  );
  const shown = cached ?? data;
  // Until data for this view arrives, the plot shows the nearest it has and says it is busy.
  const busy = width > 0 && !failed && cached === undefined;

  const tracks = useMemo(
    () =>
      channels.map((channel, index) => {
        const segments = shown?.channels.find((c) => c.channelId === channel.id)?.segments ?? [];
        const channelSettings = settings[channel.id] ?? DEFAULT_CHANNEL_SETTINGS;
        // A calibrated ECG's scale is the paper's: no need to scan the values in view.
        const range = isCalibratedTrack(channel, channelSettings)
          ? undefined
          : visibleRange(segments, view);
        const mapping = amplitudeMapping(
          channel,
          channelSettings,
          trackHeight,
          calibration,
          range && displayRange(range, displayUnitOf(channel).factor),
        );
        return {
          channel,
          segments,
          mapping,
          settings: channelSettings,
          top: index * trackHeight,
          height: trackHeight,
        };
      }),
    [channels, shown, settings, view, trackHeight, calibration],
  );

  const updateSettings = useCallback(
    (id: string, change: (current: ChannelDisplaySettings) => ChannelDisplaySettings) =>
      setSettings((all) => ({ ...all, [id]: change(all[id] ?? DEFAULT_CHANNEL_SETTINGS) })),
    [],
  );
  // "Fit" takes the range visible when pressed; read through a ref so the labels' callback
  // stays the same while the view moves.
  const shownTracks = useRef({ tracks, view });
  useLayoutEffect(() => {
    shownTracks.current = { tracks, view };
  }, [tracks, view]);
  const fitChannel = useCallback(
    (id: string) => {
      const { tracks: current, view: visible } = shownTracks.current;
      const track = current.find((candidate) => candidate.channel.id === id);
      if (!track) return;
      const range = visibleRange(track.segments, visible);
      updateSettings(id, (settingsNow) => ({
        ...settingsNow,
        gain: 1,
        fitted: range && displayRange(range, track.mapping.factor),
      }));
    },
    [updateSettings],
  );
  const x = useMemo(() => viewScale(view, Math.max(width, 1)), [view, width]);
  const selectedId = editor?.state.selectedId;
  const selected =
    selectedId === undefined
      ? undefined
      : editor?.state.events.find((event) => event.id === selectedId);
  // A selection made elsewhere (table, navigator, Tab) brings its event into view; only a new
  // selection moves the view, so panning away from the selected event stays possible.
  const [revealed, setRevealed] = useState(selectedId);
  const [revealedTime, setRevealedTime] = useState(props.reveal);
  const centreOn = (middle: number) => {
    const span = view.end - view.start;
    applyWindow(panWindow({ start: middle - span / 2, end: middle + span / 2 }, 0, recording));
  };
  if (revealed !== selectedId) {
    setRevealed(selectedId);
    if (selected && width > 0 && !eventOverlaps(selected, view))
      centreOn((selected.start + selected.end) / 2);
  }
  if (revealedTime !== props.reveal) {
    setRevealedTime(props.reveal);
    const time = props.reveal?.time;
    if (time !== undefined && (time < view.start || time > view.end)) centreOn(time);
  }
  const preview = useMemo(
    () => (gesture ? previewOf(gesture, pointerTime, view, width, recording) : undefined),
    [gesture, pointerTime, view, width, recording],
  );
  const pendingRange = useMemo(
    () =>
      gesture?.kind === 'create' && pointerTime !== undefined
        ? {
            start: Math.min(gesture.anchor, pointerTime),
            end: Math.max(gesture.anchor, pointerTime),
          }
        : undefined,
    [gesture, pointerTime],
  );

  const bands = useMemo(() => {
    const byChannel = new Map<string, Band>();
    for (const track of tracks)
      byChannel.set(track.channel.id, { top: track.top, height: track.height });
    return byChannel;
  }, [tracks]);
  const allBand = useMemo(
    () => ({ top: 0, height: tracks.length * trackHeight }),
    [tracks.length, trackHeight],
  );
  const labelOf = useMemo(() => eventTypeLabels(t), [t]);
  const eventScene = useCallback(
    (colors: ReturnType<typeof canvasColors> | undefined): EventScene | undefined =>
      editor && {
        index: editor.index,
        view,
        width,
        x,
        bands,
        allBand,
        selectedId,
        preview,
        colors: colors?.events ?? {
          respiratory: '',
          saturation: '',
          cardiac: '',
          artifact: '',
          marker: '',
        },
        selection: colors?.selection ?? '',
        font: colors?.font ?? '',
        labelOf,
      },
    [editor, view, width, x, bands, allBand, selectedId, preview, labelOf],
  );
  const sortedBeats = useMemo(
    () => (beats ? [...beats].sort((a, b) => a.time - b.time) : undefined),
    [beats],
  );

  const clock = useMemo(
    () => ({
      summary: new Intl.DateTimeFormat(language, {
        dateStyle: 'short',
        timeStyle: 'medium',
        timeZone,
      }),
      offsetMs: (time: number) => timeZoneOffset(time, timeZone),
    }),
    [language, timeZone],
  );
  const shownSpeed = width > 0 ? paperSpeedOf((view.end - view.start) / width) : undefined;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    const frame = requestAnimationFrame(() => {
      const height = tracks.length * trackHeight + AXIS_HEIGHT;
      // Setting a canvas's size reallocates its bitmap even when unchanged: only on a resize.
      const pixels = { width: Math.round(width * ratio), height: Math.round(height * ratio) };
      if (canvas.width !== pixels.width) canvas.width = pixels.width;
      if (canvas.height !== pixels.height) canvas.height = pixels.height;
      canvas.style.height = `${height}px`;
      const ctx = canvas.getContext('2d', { desynchronized: true });
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const span = view.end - view.start;
      const ticks = timeTicks(view.start, view.end, span / width, clock.offsetMs(view.start));
      const ticksFormat = tickFormat(language, ticks.step, timeZone);
      const colors = canvasColors(canvas);
      const ecgBands = tracks
        .filter((track) => track.mapping.calibrated)
        .map((track) => ({ top: track.top, height: track.height }));
      drawViewerPixels(
        ctx,
        {
          width,
          height,
          view,
          x,
          tracks,
          ticks,
          formatTick: (time) => ticksFormat.format(time),
          axisHeight: AXIS_HEIGHT,
          paperSpeed: shownSpeed,
          colors,
          events: eventScene(colors),
          beats: sortedBeats && {
            sorted: sortedBeats,
            view,
            x,
            bands: ecgBands,
            normal: colors.beatNormal,
            ectopic: colors.beatEctopic,
            font: colors.font,
          },
          pendingRange,
        },
        (pixelFrame.current ??= new PixelFrame()),
        ratio,
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [
    tracks,
    view,
    x,
    width,
    trackHeight,
    language,
    timeZone,
    clock,
    shownSpeed,
    eventScene,
    sortedBeats,
    pendingRange,
    ratio,
  ]);

  const localPoint = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { px: event.clientX - rect.left, py: event.clientY - rect.top };
  };
  const timeAt = (px: number) => view.start + (px / Math.max(width, 1)) * (view.end - view.start);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const { px, py } = localPoint(event);
    pressRef.current = { x: event.clientX, y: event.clientY };
    const scene = eventScene(undefined);
    if (!editor || !scene) return;
    const hit = event.shiftKey ? undefined : hitEvent(scene, px, py);
    let next: Gesture | undefined;
    if (hit) {
      editor.dispatch({ type: 'event.select', id: hit.event.id });
      if (!readOnly)
        next = { kind: hit.part === 'body' ? 'move' : hit.part, event: hit.event, fromX: px };
    } else if (event.shiftKey && !readOnly) {
      const track = tracks.find(
        (candidate) => py >= candidate.top && py < candidate.top + candidate.height,
      );
      next = { kind: 'create', anchor: timeAt(px), signal: track?.channel.id ?? ALL_SIGNALS };
    }
    if (!next) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (a test, assistive technology) has nothing to capture; the gesture
      // still works while the pointer stays over the plot.
    }
    gestureRef.current = next;
    setGesture(next);
    setPointerTime(timeAt(px));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!gestureRef.current) return;
    setPointerTime(timeAt(localPoint(event).px));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const press = pressRef.current;
    const moved = press ? Math.hypot(event.clientX - press.x, event.clientY - press.y) : 0;
    const current = gestureRef.current;
    gestureRef.current = undefined;
    pressRef.current = undefined;
    setGesture(undefined);
    if (!editor) return;
    if (!current) {
      if (moved < CLICK_DISTANCE_PX && selectedId)
        editor.dispatch({ type: 'event.select', id: undefined });
      return;
    }
    if (moved < CLICK_DISTANCE_PX) return;
    const time = timeAt(localPoint(event).px);
    if (current.kind === 'create') {
      editor.dispatch({
        type: 'event.create',
        event: {
          id: crypto.randomUUID(),
          type: eventTypes[0] ?? 'CUSTOM',
          start: Math.min(current.anchor, time),
          end: Math.max(current.anchor, time),
          signal: current.signal,
          origin: 'user',
          description: null,
          showInReport: false,
        },
      });
    } else {
      const updated = previewOf(current, time, view, width, recording);
      if (updated) editor.dispatch({ type: 'event.update', event: updated });
    }
  };
  const onPointerCancel = () => {
    gestureRef.current = undefined;
    pressRef.current = undefined;
    setGesture(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const result = viewerKeyResult(event, {
      view,
      recording,
      hotkeys,
      selected,
      visible: () => (editor ? eventsIn(editor.index, view) : []),
      newId: () => crypto.randomUUID(),
      editable: Boolean(editor) && !readOnly,
    });
    if (!result) return;
    event.preventDefault();
    if (result.kind === 'window') applyWindow(result.window);
    else editor?.dispatch(result.action);
  };

  const channelList = tracks
    .map((track) => `${track.channel.label} (${track.mapping.unit})`)
    .join(', ');
  // The live summary follows the view once it rests: a held arrow key or a wheel spin would
  // otherwise queue an announcement per frame (and lay the page out again each time).
  // Until then it reads the first window the plot showed.
  const announced = useRestingValue(view, ANNOUNCE_DELAY_MS, width > 0) ?? view;
  const announcedEvents = useMemo(
    () => (editor ? countEventsIn(editor.index, announced) : 0),
    [editor, announced],
  );
  // The texts change far less often than the view: not rebuilt on every frame of a pan.
  const summary = useMemo(
    () =>
      t('viewer.summary', {
        channels: channelList,
        start: clock.summary.format(announced.start),
        end: clock.summary.format(announced.end),
        events: announcedEvents,
      }),
    [t, channelList, clock, announced, announcedEvents],
  );
  const texts = useMemo(
    () => ({
      label: t('viewer.label'),
      roleDescription: t('viewer.roleDescription'),
      instructions: t('viewer.instructions'),
    }),
    [t],
  );
  const speedText = useMemo(
    () => (shownSpeed === undefined ? null : t('viewer.paperSpeed', { speed: shownSpeed })),
    [t, shownSpeed],
  );
  const selectionText = useMemo(
    () =>
      selected
        ? t('event.selected', {
            type: eventTypeLabel(t, selected.type),
            start: clock.summary.format(selected.start),
            end: clock.summary.format(selected.end),
            origin: t(ORIGIN_KEYS[selected.origin]),
          })
        : t('event.noneSelected'),
    [t, clock, selected],
  );

  return (
    <div className={styles.viewer}>
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
      <div className={styles.labels}>
        {tracks.map((track) => (
          <TrackLabel
            key={track.channel.id}
            channel={track.channel}
            settings={track.settings}
            unit={track.mapping.unit}
            calibrated={track.mapping.calibrated}
            calibration={calibration}
            height={trackHeight}
            t={t}
            onFit={fitChannel}
            onSettings={updateSettings}
          />
        ))}
        <div className={styles.axisSpacer} style={{ blockSize: AXIS_HEIGHT }}>
          {speedText}
        </div>
      </div>
      {/* A pannable canvas matches no ARIA widget role: it is a named group with a role
          description and instructions (WAI-ARIA APG, aria-roledescription), focusable for keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={plotRef}
        className={styles.plot}
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={props['aria-label'] ?? texts.label}
        aria-roledescription={texts.roleDescription}
        aria-describedby={`${ids.instructions} ${ids.summary}`}
        data-dragging={gesture ? true : undefined}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        {(failed || !shown) && (
          <span className={styles.status} role="status">
            {failed ? t('viewer.failed') : t('viewer.loading')}
          </span>
        )}
        <span id={ids.instructions} className={styles.visuallyHidden}>
          {texts.instructions}
        </span>
        <span
          id={ids.summary}
          className={styles.visuallyHidden}
          aria-live="polite"
          data-testid="signal-viewer-summary"
        >
          {summary}
        </span>
        {editor && (
          <span
            className={styles.visuallyHidden}
            aria-live="polite"
            data-testid="signal-viewer-selection"
          >
            {selectionText}
          </span>
        )}
      </div>
      {editor && <EventToolbar editor={editor} eventTypes={eventTypes} readOnly={readOnly} t={t} />}
    </div>
  );
}

const EMPTY_HOTKEYS: EventHotkeys = {};
const EMPTY_TYPES: readonly string[] = [];
const ORIGIN_KEYS = {
  analysis: 'event.originAnalysis',
  'quality analysis': 'event.originQualityAnalysis',
  user: 'event.originUser',
} as const;

/** The event as the running drag would leave it, or undefined before the pointer moved. */
function previewOf(
  gesture: Gesture,
  time: number | undefined,
  view: TimeWindow,
  width: number,
  recording: TimeWindow,
): ViewerEvent | undefined {
  if (gesture.kind === 'create' || time === undefined) return undefined;
  if (gesture.kind === 'move') {
    const from = view.start + (gesture.fromX / Math.max(width, 1)) * (view.end - view.start);
    return moveEvent(gesture.event, time - from, recording);
  }
  return resizeEvent(gesture.event, gesture.kind, time, recording);
}

function initialSettings(
  channels: readonly SignalChannel[],
  initial: SignalViewerProps['initialChannelSettings'] = {},
): Record<string, ChannelDisplaySettings> {
  return Object.fromEntries(
    channels.map((channel) => [
      channel.id,
      { ...DEFAULT_CHANNEL_SETTINGS, ...initial[channel.id] },
    ]),
  );
}

function displayRange([low, high]: [number, number], factor: number): [number, number] {
  return [low * factor, high * factor];
}
