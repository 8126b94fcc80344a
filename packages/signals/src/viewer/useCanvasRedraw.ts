import { useEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import type { ViewerBeat } from '../beats/viewerBeat';
import type { TimeWindow } from '../cache/timeWindow';
import type { TrackScene, ViewerScene } from '../draw/drawViewer';
import { PixelFrame, drawViewerPixels } from '../draw/drawViewerPixels';
import type { ViewerEvent } from '../events/viewerEvent';
import { tickFormat, timeTicks } from '../scales/timeTicks';
import { timeZoneOffset } from '../scales/timeZoneOffset';
import { canvasColors } from './canvasColors';
import { createFrameScheduler } from './frameScheduler';
import type { FrameScheduler } from './frameScheduler';
import { eventSceneOf } from './useEventLayer';
import type { EventLayer } from './useEventLayer';

/** What one frame of the viewer's canvas shows, in CSS px. */
export interface CanvasFrame {
  /** Width of the plot; nothing is drawn while it is 0. */
  width: number;
  /** Device pixels per CSS px: the canvas's backing store is this much finer. */
  ratio: number;
  view: TimeWindow;
  x(time: number): number;
  tracks: readonly TrackScene[];
  /** Height of the tracks and the axis. */
  height: number;
  /** Height of the clock-time axis under the tracks. */
  axisHeight: number;
  /** Paper speed (mm/s) the time scale matches, for the ECG paper grid. */
  paperSpeed: number | undefined;
  /** Language and IANA time zone of the axis's clock times. */
  language: string;
  timeZone: string | undefined;
  events: EventLayer | undefined;
  /** The dragged event where the pointer would leave it. */
  preview: ViewerEvent | undefined;
  /** The range a Shift+drag marks. */
  pendingRange: TimeWindow | undefined;
  /** Detected beats, labelled over the ECG tracks when zoomed in enough. */
  beats: readonly ViewerBeat[] | undefined;
  /** Labels the values of the tracks' value axes. */
  valueLabel: ViewerScene['valueLabel'];
}

/** Dirty flags of a frame: the canvas's size changed (its bitmap is reallocated). */
const RESIZE = 1;
/** Dirty flags of a frame: what it shows changed. */
const REDRAW = 2;

/** Sets the canvas's bitmap to the frame's size in device pixels, which also clears it. */
function resize(canvas: HTMLCanvasElement, { width, height, ratio }: CanvasFrame): void {
  const pixels = { width: Math.round(width * ratio), height: Math.round(height * ratio) };
  // Setting a canvas's size reallocates its bitmap even when unchanged: only when it changed.
  if (canvas.width !== pixels.width) canvas.width = pixels.width;
  if (canvas.height !== pixels.height) canvas.height = pixels.height;
  canvas.style.height = `${height}px`;
}

/**
 * Draws the whole frame (`drawViewerPixels`: its pixels, then its vector overlay);
 * `frame.beats` are sorted by time.
 */
function draw(canvas: HTMLCanvasElement, frame: CanvasFrame, pixels: PixelFrame) {
  const ctx = canvas.getContext('2d', { desynchronized: true });
  if (!ctx) return;
  const { width, height, ratio, view, x, tracks } = frame;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  const span = view.end - view.start;
  const offset = timeZoneOffset(view.start, frame.timeZone);
  const ticks = timeTicks(view.start, view.end, span / width, offset);
  const ticksFormat = tickFormat(frame.language, ticks.step, frame.timeZone);
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
      axisHeight: frame.axisHeight,
      paperSpeed: frame.paperSpeed,
      colors,
      events: frame.events && eventSceneOf(frame.events, colors, frame.preview),
      beats: frame.beats && {
        sorted: frame.beats,
        view,
        x,
        bands: ecgBands,
        normal: colors.beatNormal,
        ectopic: colors.beatEctopic,
        font: colors.font,
      },
      pendingRange: frame.pendingRange,
      valueLabel: frame.valueLabel,
    },
    pixels,
    ratio,
  );
}

/**
 * Keeps the viewer's canvas showing `frame`: at most one redraw per animation frame however
 * often the frame changes before it, the bitmap resized only when the size changed (STYLE.md
 * "Signal rendering"). The canvas is low-latency (`desynchronized`): Chromium hands its frames
 * to the compositor on their own, outside the page's commit.
 */
export function useCanvasRedraw(canvas: RefObject<HTMLCanvasElement | null>, frame: CanvasFrame) {
  const { width, height, ratio, view, x, tracks, axisHeight, paperSpeed, language } = frame;
  const { timeZone, events, preview, pendingRange, beats, valueLabel } = frame;
  const sortedBeats = useMemo(
    () => (beats ? [...beats].sort((a, b) => a.time - b.time) : undefined),
    [beats],
  );
  // What the next animation frame draws: the last frame committed.
  const latest = useRef<CanvasFrame>(undefined);
  const frames = useRef<FrameScheduler>(undefined);
  useEffect(() => {
    const pixels = new PixelFrame();
    const scheduler = createFrameScheduler((flags) => {
      const element = canvas.current;
      const shown = latest.current;
      if (!element || !shown) return;
      if (flags & RESIZE) resize(element, shown);
      draw(element, shown, pixels);
    });
    frames.current = scheduler;
    return () => scheduler.cancel();
  }, [canvas]);

  useEffect(() => {
    if (width > 0) frames.current?.mark(RESIZE);
  }, [width, height, ratio]);
  useEffect(() => {
    if (width === 0) return;
    latest.current = {
      width,
      height,
      ratio,
      view,
      x,
      tracks,
      axisHeight,
      paperSpeed,
      language,
      timeZone,
      events,
      preview,
      pendingRange,
      beats: sortedBeats,
      valueLabel,
    };
    frames.current?.mark(REDRAW);
  }, [
    width,
    height,
    ratio,
    view,
    x,
    tracks,
    axisHeight,
    paperSpeed,
    language,
    timeZone,
    events,
    preview,
    pendingRange,
    sortedBeats,
    valueLabel,
  ]);
}
