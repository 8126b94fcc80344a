import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { SignalWindowCache } from '../cache/SignalWindowCache';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping } from '../draw/amplitude';
import type { ChannelDisplaySettings } from '../draw/amplitude';
import { visibleRange } from '../draw/drawTrace';
import { drawViewer } from '../draw/drawViewer';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import { displayUnitOf } from '../model/displayUnits';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { msPerPxAtPaperSpeed, paperSpeedOf } from '../scales/paperScale';
import type { Calibration, PaperSpeed } from '../scales/paperScale';
import { tickFormatOptions, timeTicks } from '../scales/timeTicks';
import { timeZoneOffset } from '../scales/timeZoneOffset';
import { canvasColors } from './canvasColors';
import * as styles from './SignalViewer.css';
import { TrackLabel } from './TrackLabel';
import { panWindow, windowAfterKey, zoomWindow } from './viewWindow';

/** Props of {@link SignalViewer}. */
export interface SignalViewerProps {
  /** The channels to draw, one track each, top to bottom. */
  channels: readonly SignalChannel[];
  /** Start and end of the recording (epoch ms); the view never leaves it. */
  recording: TimeWindow;
  /** Loads signal windows (usually the API client's `signals` call); cached per viewer. */
  fetcher: SignalFetcher;
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
  /** Accessible name of the plotting area. @default 'Signals', translated */
  'aria-label'?: string;
  /** Called with the window shown after every pan or zoom. */
  onWindowChange?(window: TimeWindow): void;
}

/** Height of the clock-time axis under the tracks, CSS px. */
const AXIS_HEIGHT = 28;
/** Wheel delta (px) that zooms by a factor of 2; one notch (100 px) zooms by about 15 %. */
const WHEEL_DELTA_PER_DOUBLING = 500;

/**
 * The biosignal viewer (spec clinical-domain §2, signals): one canvas for all tracks, drawn at the
 * device pixel ratio, with HTML labels and controls beside it. Keyboard: arrows, Page Up/Down,
 * +/-, Home/End; pointer drag pans and the wheel zooms around the pointer. A visually hidden
 * summary tells screen readers the channels and the window, which the canvas cannot.
 * @selector [data-dragging] on the plot while a drag pans
 */
export function SignalViewer(props: SignalViewerProps) {
  const { channels, recording, fetcher, calibration = 10, trackHeight = 128 } = props;
  const { paperSpeed = 25, timeZone, onWindowChange } = props;
  const { t, language } = useSignalsTranslation();
  const ids = { instructions: useId(), summary: useId() };
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [start, setStart] = useState(props.initialStart ?? recording.start);
  const [msPerPx, setMsPerPx] = useState(() => msPerPxAtPaperSpeed(paperSpeed));
  const [settings, setSettings] = useState(() =>
    initialSettings(channels, props.initialChannelSettings),
  );
  const [data, setData] = useState<SignalWindowData>();
  const [failed, setFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  // The first window's span, applied once the width is known.
  const pendingSpan = useRef(props.initialSpan);

  const cache = useMemo(() => new SignalWindowCache({ fetcher, recording }), [fetcher, recording]);
  useEffect(() => () => cache.dispose(), [cache]);
  // A new paper speed resets the time scale to it (React's "adjust state on prop change").
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

  useEffect(() => {
    if (width > 0) onWindowChange?.(view);
  }, [view, width, onWindowChange]);

  useEffect(() => {
    if (width === 0) return;
    const unsubscribe = cache.subscribe({
      onData: (loaded) => {
        setData(loaded);
        setFailed(false);
      },
      onError: () => setFailed(true),
    });
    cache.refresh(view, (view.end - view.start) / width);
    return unsubscribe;
  }, [cache, view, width]);

  // What the cache holds for this view wins; otherwise the last answer stays up while loading.
  const shown = useMemo(
    () => (width > 0 ? (cache.peek(view, (view.end - view.start) / width) ?? data) : data),
    [cache, view, width, data],
  );

  const tracks = useMemo(
    () =>
      channels.map((channel, index) => {
        const segments = shown?.channels.find((c) => c.channelId === channel.id)?.segments ?? [];
        const channelSettings = settings[channel.id] ?? DEFAULT_CHANNEL_SETTINGS;
        const range = visibleRange(segments, view);
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
          range,
          top: index * trackHeight,
          height: trackHeight,
        };
      }),
    [channels, shown, settings, view, trackHeight, calibration],
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
      // Backing store in device pixels, drawing in CSS pixels: sharp on high-density screens.
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.height = `${height}px`;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const span = view.end - view.start;
      const ticks = timeTicks(view.start, view.end, span / width, clock.offsetMs(view.start));
      const tickFormat = new Intl.DateTimeFormat(language, {
        ...tickFormatOptions(ticks.step),
        timeZone,
      });
      drawViewer(ctx, {
        width,
        height,
        view,
        tracks,
        ticks,
        formatTick: (time) => tickFormat.format(time),
        axisHeight: AXIS_HEIGHT,
        paperSpeed: shownSpeed,
        colors: canvasColors(canvas),
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [tracks, view, width, trackHeight, language, timeZone, clock, shownSpeed]);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    const onWheel = (event: WheelEvent) => {
      if (width === 0 || event.deltaY === 0) return;
      event.preventDefault();
      const anchor =
        view.start +
        ((event.clientX - plot.getBoundingClientRect().left) / width) * (view.end - view.start);
      applyWindow(
        zoomWindow(view, 2 ** (event.deltaY / WHEEL_DELTA_PER_DOUBLING), anchor, recording),
      );
    };
    plot.addEventListener('wheel', onWheel, { passive: false });
    return () => plot.removeEventListener('wheel', onWheel);
  }, [view, width, recording, applyWindow]);

  const dragFrom = useRef<{ x: number; window: TimeWindow }>(undefined);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, window: view };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = dragFrom.current;
    if (!from || width === 0) return;
    const msPerCssPx = (from.window.end - from.window.start) / width;
    applyWindow(panWindow(from.window, (from.x - event.clientX) * msPerCssPx, recording));
  };
  const endDrag = () => {
    dragFrom.current = undefined;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = windowAfterKey(event.key, view, recording);
    if (!next) return;
    event.preventDefault();
    applyWindow(next);
  };

  const updateSettings = (
    id: string,
    change: (current: ChannelDisplaySettings) => ChannelDisplaySettings,
  ) => setSettings((all) => ({ ...all, [id]: change(all[id] ?? DEFAULT_CHANNEL_SETTINGS) }));

  const channelList = channels
    .map(
      (channel) =>
        `${channel.label} (${tracks.find((track) => track.channel === channel)?.mapping.unit})`,
    )
    .join(', ');
  const summary = t('viewer.summary', {
    channels: channelList,
    start: clock.summary.format(view.start),
    end: clock.summary.format(view.end),
  });

  return (
    <div className={styles.viewer}>
      <div className={styles.labels}>
        {tracks.map((track) => (
          <TrackLabel
            key={track.channel.id}
            channel={track.channel}
            settings={track.settings}
            mapping={track.mapping}
            calibration={calibration}
            height={trackHeight}
            t={t}
            onFit={() =>
              updateSettings(track.channel.id, (current) => ({
                ...current,
                gain: 1,
                fitted: track.range && displayRange(track.range, track.mapping.factor),
              }))
            }
            onGain={(factor) =>
              updateSettings(track.channel.id, (current) => ({
                ...current,
                gain: current.gain * factor,
              }))
            }
            onReverse={() =>
              updateSettings(track.channel.id, (current) => ({
                ...current,
                reversed: !current.reversed,
              }))
            }
          />
        ))}
        <div className={styles.axisSpacer} style={{ blockSize: AXIS_HEIGHT }}>
          {shownSpeed !== undefined ? t('viewer.paperSpeed', { speed: shownSpeed }) : null}
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
        aria-label={props['aria-label'] ?? t('viewer.label')}
        aria-roledescription={t('viewer.roleDescription')}
        aria-describedby={`${ids.instructions} ${ids.summary}`}
        data-dragging={dragging || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        {(failed || !shown) && (
          <span className={styles.status} role="status">
            {failed ? t('viewer.failed') : t('viewer.loading')}
          </span>
        )}
        <span id={ids.instructions} className={styles.visuallyHidden}>
          {t('viewer.instructions')}
        </span>
        <span
          id={ids.summary}
          className={styles.visuallyHidden}
          aria-live="polite"
          data-testid="signal-viewer-summary"
        >
          {summary}
        </span>
      </div>
    </div>
  );
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
