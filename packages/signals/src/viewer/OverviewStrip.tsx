import { brushX } from 'd3-brush';
import type { BrushBehavior, D3BrushEvent } from 'd3-brush';
import { select } from 'd3-selection';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SignalWindowCache } from '../cache/SignalWindowCache';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import { drawEvents } from '../draw/drawEvents';
import { amplitudeMapping, DEFAULT_CHANNEL_SETTINGS, valueToY } from '../draw/amplitude';
import { traceSegment, visibleRange } from '../draw/drawTrace';
import type { EventIndex } from '../events/eventIndex';
import type { SignalChannel, SignalWindowData } from '../model/signalData';
import { affineOf, timeScale } from '../scales/timeScale';
import { canvasColors } from './canvasColors';
import * as styles from './SignalViewer.css';

/** Props of {@link OverviewStrip}. */
export interface OverviewStripProps {
  channel: SignalChannel;
  recording: TimeWindow;
  fetcher: SignalFetcher;
  view: TimeWindow;
  width: number;
  events: EventIndex | undefined;
  /** Called when the user brushes a new window. */
  onBrush(window: TimeWindow): void;
}

/** Height of the overview strip, CSS px: room for a trace and the brush handles. */
export const OVERVIEW_HEIGHT = 44;

function brushGroup(svg: SVGSVGElement | null) {
  return svg ? select(svg).select<SVGGElement>('g') : undefined;
}

/**
 * The whole recording at a glance (the `signalsoverview` call): the first channel's envelope and
 * the events as ticks, with the current window marked; a d3-brush over it drags and resizes the
 * window.
 * Decorative for assistive technology: the plot's keys do everything the brush does.
 */
export function OverviewStrip({
  channel,
  recording,
  fetcher,
  view,
  width,
  events,
  onBrush,
}: OverviewStripProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const brushRef = useRef<BrushBehavior<unknown>>(undefined);
  const onBrushRef = useRef(onBrush);
  useEffect(() => {
    onBrushRef.current = onBrush;
  });
  const [data, setData] = useState<SignalWindowData>();
  // A cache of its own: the overview is a separate kind of request, never aborted by panning.
  const cache = useMemo(() => new SignalWindowCache({ fetcher, recording }), [fetcher, recording]);
  useEffect(() => () => cache.dispose(), [cache]);
  useEffect(() => {
    if (width === 0) return;
    let live = true;
    cache
      .load(recording, (recording.end - recording.start) / width)
      .then((loaded) => live && setData(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [cache, recording, width]);

  const x = useMemo(() => timeScale(recording, width), [recording, width]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(OVERVIEW_HEIGHT * ratio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const colors = canvasColors(canvas);
    ctx.fillStyle = colors.background;
    ctx.fillRect(0, 0, width, OVERVIEW_HEIGHT);
    const segments = data?.channels.find((c) => c.channelId === channel.id)?.segments ?? [];
    const range = visibleRange(segments, recording);
    // Fitted to the strip in the samples' own unit: as an 'other' channel the mapping applies no
    // display factor, so the range stays unscaled too.
    const mapping = amplitudeMapping(
      { ...channel, type: 'other', signal: 'other' },
      DEFAULT_CHANNEL_SETTINGS,
      OVERVIEW_HEIGHT,
      10,
      range,
    );
    const affine = affineOf(x);
    if (events)
      drawEvents(ctx, {
        index: events,
        view: recording,
        width,
        x: affine,
        bands: new Map(),
        allBand: { top: 0, height: OVERVIEW_HEIGHT },
        selectedId: undefined,
        preview: undefined,
        colors: colors.events,
        selection: colors.selection,
        font: colors.font,
        labelOf: () => '',
      });
    ctx.beginPath();
    for (const segment of segments)
      traceSegment(ctx, segment, recording, {
        x: affine,
        y: valueToY(mapping, OVERVIEW_HEIGHT / 2),
      });
    ctx.strokeStyle = colors.axisText;
    ctx.lineWidth = 1;
    ctx.stroke();
  }, [data, channel, recording, width, x, events]);

  // The d3-brush only takes pointer input: its selection is invisible and follows the view only
  // while a pointer is over the strip (or its own gesture moves it). Moving the brush's SVG on
  // every pan would lay the page out and make Chromium hit-test the pointer again, ~2 ms a frame;
  // the window shown is the composited marker below.
  const pointerInside = useRef(false);
  const latestView = useRef(view);
  const syncBrush = useCallback(() => {
    const brush = brushRef.current;
    const { start, end } = latestView.current;
    if (brush && width > 0) brushGroup(svgRef.current)?.call(brush.move, [x(start), x(end)]);
  }, [width, x]);

  useEffect(() => {
    const target = brushGroup(svgRef.current);
    if (!target || width === 0) return;
    const brush = brushX<unknown>()
      .extent([
        [0, 0],
        [width, OVERVIEW_HEIGHT],
      ])
      .on('brush end', (event: D3BrushEvent<unknown>) => {
        // Moves made from React (no source event) already are the view.
        if (!event.sourceEvent || !event.selection) return;
        const [left, right] = event.selection as [number, number];
        if (right - left < 1) return;
        onBrushRef.current({ start: x.invert(left), end: x.invert(right) });
      });
    target.call(brush);
    brushRef.current = brush;
    if (pointerInside.current) syncBrush();
    return () => {
      target.on('.brush', null);
      brushRef.current = undefined;
    };
  }, [width, x, syncBrush]);

  useEffect(() => {
    latestView.current = view;
    if (pointerInside.current) syncBrush();
  }, [view, syncBrush]);

  const left = x(view.start);
  const right = x(view.end);
  return (
    <div
      className={styles.overview}
      aria-hidden="true"
      style={{ blockSize: OVERVIEW_HEIGHT }}
      onPointerEnter={() => {
        pointerInside.current = true;
        syncBrush();
      }}
      onPointerLeave={() => {
        pointerInside.current = false;
      }}
    >
      <canvas
        ref={canvasRef}
        className={styles.overviewLayer}
        style={{ blockSize: OVERVIEW_HEIGHT }}
      />
      <div
        className={styles.overviewWindow}
        style={{ transform: `translateX(${left}px) scaleX(${Math.max(right - left, 1)})` }}
      />
      <div className={styles.overviewEdge} style={{ transform: `translateX(${left}px)` }} />
      <div
        className={styles.overviewEdge}
        style={{ transform: `translateX(${right}px) translateX(-100%)` }}
      />
      <svg ref={svgRef} className={styles.overviewLayer} width={width} height={OVERVIEW_HEIGHT}>
        <g />
      </svg>
    </div>
  );
}
