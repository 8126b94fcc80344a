import type { SignalSegment } from '../model/signalData';
import { valueToY } from './amplitude';
import { drawEventMarks, layoutEvents } from './drawEvents';
import type { EventLayout } from './drawEvents';
import { gapsBetween, traceSegment } from './drawTrace';
import { drawAnnotations, paperGrid } from './drawViewer';
import type { TrackScene, ViewerScene } from './drawViewer';
import { PIXEL_KIND, paintBackdrop } from './pixelBackdrop';
import type { BackdropPlan, BackdropTint, BackdropTrack } from './pixelBackdrop';
import { pixelPalette, tintBit } from './pixelPalette';
import { rasterSegment, rastersSegment } from './rasterTrace';

/**
 * The pixels of an interactive viewer's frames, kept from one frame to the next so a pan or zoom
 * writes into the same buffer instead of allocating the canvas's size again.
 */
export class PixelFrame {
  private image: ImageData | undefined;

  /** An image the size of the canvas of `ctx` (device pixels). */
  imageFor(ctx: CanvasRenderingContext2D): ImageData {
    const { width, height } = ctx.canvas;
    if (this.image?.width !== width || this.image.height !== height)
      this.image = ctx.createImageData(width, height);
    return this.image;
  }
}

/** Device pixel columns [left, right) of CSS px [from, to), at least one wide. */
function columnsOf(from: number, to: number, ratio: number): [number, number] {
  const left = Math.round(from * ratio);
  return [left, Math.max(left + 1, Math.round(to * ratio))];
}

/** A track's scales in device pixels, and its segments split by how they are drawn. */
interface TrackRaster {
  scales: { x(time: number): number; y(value: number): number };
  /** Rastered into the backdrop (min/max buckets, samples closer than a device pixel). */
  dense: SignalSegment[];
  /** Stroked antialiased over it (samples a device pixel or more apart). */
  sparse: SignalSegment[];
}

function trackRaster(scene: ViewerScene, track: TrackScene, ratio: number): TrackRaster {
  const y = valueToY(track.mapping, track.top + track.height / 2);
  const scales = {
    x: (time: number) => scene.x(time) * ratio,
    y: (value: number) => y(value) * ratio,
  };
  const dense: SignalSegment[] = [];
  const sparse: SignalSegment[] = [];
  for (const segment of track.segments)
    (rastersSegment(segment, scales) ? dense : sparse).push(segment);
  return { scales, dense, sparse };
}

function backdropTrack(
  scene: ViewerScene,
  track: TrackScene,
  { scales, dense }: TrackRaster,
  ratio: number,
  width: number,
) {
  const top = Math.round(track.top * ratio);
  const bottom = Math.round((track.top + track.height) * ratio);
  const result: BackdropTrack = {
    top,
    bottom,
    separatorTop: Math.min(bottom - 1, Math.round((track.top + track.height - 1) * ratio)),
  };
  const grid = paperGrid(scene, track);
  const gaps = gapsBetween(track.segments);
  if (grid.length > 0 || gaps.length > 0) {
    const columnKinds = new Uint8Array(width);
    const rowKinds = new Uint8Array(bottom - top);
    for (const { major, columns, rows } of grid) {
      const kind = major ? PIXEL_KIND.gridMajor : PIXEL_KIND.grid;
      for (const column of columns) columnKinds.fill(kind, ...columnsOf(column, column + 1, ratio));
      for (const row of rows) {
        const [from, to] = columnsOf(row, row + 1, ratio);
        rowKinds.fill(kind, Math.max(0, from - top), Math.max(0, to - top));
      }
    }
    for (const gap of gaps)
      columnKinds.fill(PIXEL_KIND.gap, ...columnsOf(scene.x(gap.start), scene.x(gap.end), ratio));
    result.columnKinds = columnKinds;
    result.rowKinds = rowKinds;
  }
  if (dense.length > 0)
    result.trace = (sink) => {
      for (const segment of dense) rasterSegment(segment, scene.view, scales, sink);
    };
  return result;
}

function tintsOf(layout: EventLayout | undefined, ratio: number): BackdropTint[] {
  return (layout?.runs ?? []).map(({ band, category, left, right }) => {
    const [from, to] = columnsOf(left, right, ratio);
    return {
      top: Math.round(band.top * ratio),
      bottom: Math.round((band.top + band.height) * ratio),
      left: from,
      right: to,
      bit: tintBit(category),
    };
  });
}

/** Strokes, antialiased, the samples further apart than a device pixel (zoomed far in). */
function strokeSparseTraces(
  ctx: CanvasRenderingContext2D,
  scene: ViewerScene,
  rasters: readonly TrackRaster[],
  ratio: number,
) {
  scene.tracks.forEach((track, index) => {
    const sparse = rasters[index]?.sparse ?? [];
    if (sparse.length === 0) return;
    const y = valueToY(track.mapping, track.top + track.height / 2);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, track.top, scene.width, track.height - 1);
    ctx.clip();
    ctx.beginPath();
    for (const segment of sparse) traceSegment(ctx, segment, scene.view, { x: scene.x, y });
    ctx.strokeStyle = scene.colors.trace;
    // One device pixel, as wide as the rastered trace at every other zoom.
    ctx.lineWidth = 1 / ratio;
    ctx.stroke();
    ctx.restore();
  });
}

/**
 * Draws a frame of an interactive viewer: the backdrop (background, paper grid, gaps, event fills,
 * separators and every dense trace) painted as pixels into `frame` and put on the canvas in one
 * copy, then with the canvas's vector drawing what needs antialiasing or text: traces zoomed in
 * past a sample per pixel, event names and the selection, beat labels, the range being selected
 * and the clock-time axis. `ctx` is scaled to CSS pixels by `ratio` (the device pixel ratio). The
 * events' fills lie under the trace, so the signal reads the same inside an event as outside.
 */
export function drawViewerPixels(
  ctx: CanvasRenderingContext2D,
  scene: ViewerScene,
  frame: PixelFrame,
  ratio: number,
): void {
  const image = frame.imageFor(ctx);
  const layout = scene.events && layoutEvents(scene.events);
  const rasters = scene.tracks.map((track) => trackRaster(scene, track, ratio));
  const plan: BackdropPlan = {
    width: image.width,
    height: image.height,
    tracks: scene.tracks.map((track, index) =>
      backdropTrack(scene, track, rasters[index] as TrackRaster, ratio, image.width),
    ),
    tints: tintsOf(layout, ratio),
  };
  paintBackdrop(new Uint32Array(image.data.buffer), plan, pixelPalette(scene.colors));
  ctx.putImageData(image, 0, 0);
  strokeSparseTraces(ctx, scene, rasters, ratio);
  if (scene.events && layout) drawEventMarks(ctx, scene.events, layout);
  drawAnnotations(ctx, scene);
}
