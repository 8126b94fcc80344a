import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SignalWindowCache } from '../cache/SignalWindowCache';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { ViewerBeat } from '../beats/viewerBeat';
import { HOLTER_DEFAULT_ROWS, HOLTER_DEFAULT_SPAN_MS } from '../constants';
import { amplitudeMapping, DEFAULT_CHANNEL_SETTINGS } from '../draw/amplitude';
import { drawViewer } from '../draw/drawViewer';
import type { EventIndex } from '../events/eventIndex';
import { countEventsIn } from '../events/eventIndex';
import { eventTypeLabel } from '../i18n/eventTypeLabel';
import { useSignalsTranslation } from '../i18n/useSignalsTranslation';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { CSS_PX_PER_MM, msPerPxAtPaperSpeed } from '../scales/paperScale';
import type { Calibration, PaperSpeed } from '../scales/paperScale';
import { viewScale } from '../scales/timeScale';
import { tickFormat, timeTicks } from '../scales/timeTicks';
import { timeZoneOffset } from '../scales/timeZoneOffset';
import { canvasColors } from '../viewer/canvasColors';
import { valueFormatOf } from '../viewer/valueFormat';
import * as styles from '../viewer/SignalViewer.css';
import { HolterRowReadout } from './HolterRowReadout';
import { holterPageAfterKey, holterPageAround, holterRows } from './holterRows';

/** Props of {@link HolterRowsView}. */
export interface HolterRowsViewProps {
  /** The ECG lead shown in every row. */
  channel: SignalChannel;
  recording: TimeWindow;
  fetcher: SignalFetcher;
  /** Rows per page. @default HOLTER_DEFAULT_ROWS (5, spec platform-core §9) */
  rows?: number;
  /** Time of the whole page in ms, split over the rows. @default HOLTER_DEFAULT_SPAN_MS (60000) */
  span?: number;
  /** Paper speed rows are drawn at when the plot is wide enough. @default 25 mm/s */
  paperSpeed?: PaperSpeed;
  /** ECG amplitude in mm/mV. @default 10 */
  calibration?: Calibration;
  /** Height of one row in CSS px. @default 120 (about 32 mm: ±1.5 mV at 10 mm/mV) */
  rowHeight?: number;
  /** Epoch ms of the first row at first. @default recording.start */
  initialStart?: number;
  /** Events drawn over the rows (the index of `useEventEditor`). */
  events?: EventIndex;
  /** Beats labelled over each row. */
  beats?: readonly ViewerBeat[];
  /** A time to show (a beat chosen in a list): each new object opens the page around it. */
  reveal?: { time: number };
  /** IANA time zone of the clock times. @default the browser's */
  timeZone?: string;
  /** Called with the page's window after every move. */
  onWindowChange?(window: TimeWindow): void;
}

/** Height of the clock axis under each row, CSS px. */
const ROW_AXIS_HEIGHT = 20;

/**
 * The Holter full-disclosure view: a page of `span` ms cut into `rows` consecutive strips of one
 * lead (a 60 s page of five 12 s rows by default), each drawn at the paper speed when the plot is
 * wide enough for it (12 s at 25 mm/s is 300 mm) and compressed to the width otherwise, the
 * speed shown and announced either way; ECG paper grid, a 1 mV bar, events and beat labels on
 * every row.
 * Keyboard: arrows move one row, Page Up/Down a page, Home/End the ends.
 */
export function HolterRowsView(props: HolterRowsViewProps) {
  const {
    channel,
    recording,
    fetcher,
    rows = HOLTER_DEFAULT_ROWS,
    span = HOLTER_DEFAULT_SPAN_MS,
  } = props;
  const {
    paperSpeed = 25,
    calibration = 10,
    rowHeight = 120,
    timeZone,
    events,
    beats,
    onWindowChange,
  } = props;
  const { t, language } = useSignalsTranslation();
  const ids = { instructions: useId(), summary: useId() };
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [available, setAvailable] = useState(0);
  const [start, setStart] = useState(props.initialStart ?? recording.start);
  const [revealed, setRevealed] = useState(props.reveal);
  if (revealed !== props.reveal) {
    setRevealed(props.reveal);
    if (props.reveal) setStart(holterPageAround(props.reveal.time, recording, rows, span));
  }
  const [data, setData] = useState<SignalWindowData>();
  const rowSpan = span / rows;
  // Paper speed where it fits; a narrower plot compresses the rows rather than scrolling them.
  const width = Math.min(available, Math.round(rowSpan / msPerPxAtPaperSpeed(paperSpeed)));
  const speed = width > 0 ? width / (rowSpan / 1000) / CSS_PX_PER_MM : paperSpeed;
  const page = useMemo(
    () => ({ start, end: Math.min(start + span, recording.end) }),
    [start, span, recording.end],
  );
  const layout = useMemo(
    () => holterRows(start, recording, rows, span),
    [start, recording, rows, span],
  );

  useLayoutEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    const observer = new ResizeObserver(
      ([entry]) => entry && setAvailable(Math.floor(entry.contentRect.width)),
    );
    observer.observe(plot);
    return () => observer.disconnect();
  }, []);

  const cache = useMemo(() => new SignalWindowCache({ fetcher, recording }), [fetcher, recording]);
  useEffect(() => () => cache.dispose(), [cache]);
  useEffect(() => {
    if (width === 0) return;
    const unsubscribe = cache.subscribe({ onData: setData });
    cache.refresh(page, rowSpan / width);
    return unsubscribe;
  }, [cache, page, rowSpan, width]);
  useEffect(() => onWindowChange?.(page), [page, onWindowChange]);
  const shown = width > 0 ? (cache.peek(page, rowSpan / width) ?? data) : data;
  const valueFormat = useMemo(() => valueFormatOf(language, t), [language, t]);
  // The lead as every row draws it: its data for the page and its amplitude at the calibration.
  const track = useMemo(
    () => ({
      channel,
      top: 0,
      height: rowHeight,
      segments: shown?.channels.find((c) => c.channelId === channel.id)?.segments ?? [],
      mapping: amplitudeMapping(
        channel,
        DEFAULT_CHANNEL_SETTINGS,
        rowHeight,
        calibration,
        undefined,
      ),
    }),
    [channel, rowHeight, calibration, shown],
  );
  const rowBlock = rowHeight + ROW_AXIS_HEIGHT;
  const sortedBeats = useMemo(
    () => (beats ? [...beats].sort((a, b) => a.time - b.time) : undefined),
    [beats],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    const frame = requestAnimationFrame(() => {
      const height = rows * rowBlock;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const colors = canvasColors(canvas);
      ctx.fillStyle = colors.background;
      ctx.fillRect(0, 0, width, height);
      for (const row of layout) {
        const view = { start: row.window.start, end: row.window.start + rowSpan };
        const x = viewScale(view, width);
        const ticks = timeTicks(
          view.start,
          view.end,
          rowSpan / width,
          timeZoneOffset(view.start, timeZone),
        );
        const format = tickFormat(language, ticks.step, timeZone);
        const band = { top: 0, height: rowHeight };
        ctx.save();
        ctx.translate(0, row.index * rowBlock);
        drawViewer(ctx, {
          width,
          height: rowBlock,
          view,
          x,
          tracks: [track],
          ticks,
          formatTick: (time) => format.format(time),
          axisHeight: ROW_AXIS_HEIGHT,
          paperSpeed: speed,
          colors,
          // Each row's 1 mV bar at its left edge, labelled in the locale's numbers.
          valueLabel: valueFormat.axisLabel,
          events: events && {
            index: events,
            view,
            width,
            x,
            bands: new Map([[channel.id, band]]),
            allBand: band,
            selectedId: undefined,
            preview: undefined,
            colors: colors.events,
            selection: colors.selection,
            font: colors.font,
            labelOf: (type) => eventTypeLabel(t, type),
          },
          beats: sortedBeats && {
            sorted: sortedBeats,
            view,
            x,
            bands: [band],
            normal: colors.beatNormal,
            ectopic: colors.beatEctopic,
            font: colors.font,
          },
        });
        ctx.restore();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [
    track,
    layout,
    width,
    rows,
    rowBlock,
    rowHeight,
    rowSpan,
    channel,
    speed,
    events,
    sortedBeats,
    valueFormat,
    language,
    timeZone,
    t,
  ]);

  const rowStarts = useMemo(() => layout.map((row) => row.window.start), [layout]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = holterPageAfterKey(event.key, start, recording, rows, span);
    if (next === undefined) return;
    event.preventDefault();
    setStart(next);
  };
  const clock = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone,
  });
  const summary = [
    t('holter.summary', {
      channel: channel.label,
      rows: layout.length,
      rowSeconds: rowSpan / 1000,
      start: clock.format(page.start),
      end: clock.format(page.end),
      speed: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(speed),
    }),
    events ? t('holter.events', { count: countEventsIn(events, page) }) : '',
  ].join(' ');

  return (
    <div className={styles.rowsViewer}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see SignalViewer */}
      <div
        ref={plotRef}
        className={styles.plot}
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable named group
        tabIndex={0}
        aria-label={t('holter.label')}
        aria-roledescription={t('holter.roleDescription')}
        aria-describedby={`${ids.instructions} ${ids.summary}`}
        onKeyDown={onKeyDown}
      >
        <canvas ref={canvasRef} className={styles.rowsCanvas} aria-hidden="true" />
        <HolterRowReadout
          canvas={canvasRef}
          rowStarts={rowStarts}
          rowSpan={rowSpan}
          width={width}
          rowHeight={rowHeight}
          rowBlock={rowBlock}
          track={track}
          format={valueFormat}
          language={language}
          timeZone={timeZone}
          t={t}
        />
        {!shown && (
          <span className={styles.status} role="status">
            {t('viewer.loading')}
          </span>
        )}
        <span id={ids.instructions} className={styles.visuallyHidden}>
          {t('holter.instructions')}
        </span>
        <span
          id={ids.summary}
          className={styles.visuallyHidden}
          aria-live="polite"
          data-testid="holter-rows-summary"
        >
          {summary}
        </span>
      </div>
    </div>
  );
}
