import type { TimeWindow } from '../cache/timeWindow';
import type { EventCategory } from '../events/eventCategories';
import type { SignalChannel, SignalSegment } from '../model/signalData';
import { signalKindOf } from '../scales/clinicalRanges';
import { CSS_PX_PER_MM } from '../scales/paperScale';
import { displayValueToY, valueAxisOf } from '../scales/valueAxis';
import type { TimeTicks } from '../scales/timeTicks';
import { valueToY } from './amplitude';
import type { AmplitudeMapping } from './amplitude';
import { drawBeatLabels } from './drawBeats';
import type { BeatScene } from './drawBeats';
import { drawEvents } from './drawEvents';
import type { EventScene } from './drawEvents';
import { gapsBetween, traceSegment } from './drawTrace';

/** Colours the canvas uses, resolved from the design tokens (canvas cannot read CSS variables). */
export interface ViewerColors {
  background: string;
  trace: string;
  grid: string;
  gridMajor: string;
  gap: string;
  axisText: string;
  separator: string;
  font: string;
  /** Event fills by colour family. */
  events: Record<EventCategory, string>;
  /** Outline of the selected event. */
  selection: string;
  /** Beat labels: N, and every other label. */
  beatNormal: string;
  beatEctopic: string;
}

/** One track to draw: a channel in a horizontal band of the canvas. */
export interface TrackScene {
  channel: SignalChannel;
  top: number;
  height: number;
  segments: readonly SignalSegment[];
  mapping: AmplitudeMapping;
}

/** Everything one frame of the viewer draws, in CSS pixels. */
export interface ViewerScene {
  width: number;
  height: number;
  view: TimeWindow;
  /** Time (epoch ms) to x (CSS px): the view's d3 time scale as a multiply-add. */
  x(time: number): number;
  tracks: readonly TrackScene[];
  ticks: TimeTicks;
  formatTick(time: number): string;
  /** Height of the time axis band under the tracks. */
  axisHeight: number;
  /** Paper speed in mm/s when the time scale is exactly one; ECG tracks then get paper grid. */
  paperSpeed: number | undefined;
  colors: ViewerColors;
  /** The event overlay, drawn over the traces. */
  events?: EventScene;
  /** Beat labels over the ECG tracks. */
  beats?: BeatScene;
  /** A range being selected by a drag (to create an event), shaded across the tracks. */
  pendingRange?: TimeWindow;
  /**
   * The label of a value (display units) on a track's value axis, e.g. `36,5` or `Supine`;
   * without it no value axes are drawn.
   */
  valueLabel?(track: TrackScene, value: number, fractionDigits: number): string;
}

/** Millimetres between bold lines of ECG paper. */
const MAJOR_GRID_MM = 5;

/** One weight of a track's ECG paper grid: the CSS pixel columns and rows its lines take. */
export interface GridLines {
  major: boolean;
  columns: number[];
  rows: number[];
}

/**
 * The ECG paper grid of a calibrated track at a paper speed (none otherwise): lines every
 * millimetre and bold ones every 5 mm, at whole millimetres of recording time so they travel with
 * the signal, and rows from the track's middle (0 mV) outwards.
 */
export function paperGrid(scene: ViewerScene, track: TrackScene): GridLines[] {
  const { view, paperSpeed, x: xOf } = scene;
  if (paperSpeed === undefined || !track.mapping.calibrated) return [];
  const msPerMm = 1000 / paperSpeed;
  const middle = track.top + track.height / 2;
  return [false, true].map((major) => {
    const stepMm = major ? MAJOR_GRID_MM : 1;
    const columns: number[] = [];
    const first = Math.ceil(view.start / (msPerMm * stepMm));
    for (let mm = first; mm * msPerMm * stepMm <= view.end; mm += 1)
      columns.push(Math.round(xOf(mm * msPerMm * stepMm)));
    const rows: number[] = [];
    const count = Math.floor(track.height / 2 / (CSS_PX_PER_MM * stepMm));
    for (let row = -count; row <= count; row += 1)
      rows.push(Math.round(middle + row * CSS_PX_PER_MM * stepMm));
    return { major, columns, rows };
  });
}

function drawPaperGrid(ctx: CanvasRenderingContext2D, scene: ViewerScene, track: TrackScene) {
  for (const { major, columns, rows } of paperGrid(scene, track)) {
    ctx.beginPath();
    for (const column of columns) {
      ctx.moveTo(column + 0.5, track.top);
      ctx.lineTo(column + 0.5, track.top + track.height);
    }
    for (const row of rows) {
      ctx.moveTo(0, row + 0.5);
      ctx.lineTo(scene.width, row + 0.5);
    }
    ctx.strokeStyle = major ? scene.colors.gridMajor : scene.colors.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
  }
}

function drawTrack(ctx: CanvasRenderingContext2D, scene: ViewerScene, track: TrackScene) {
  const { view, width, colors, x } = scene;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, track.top, width, track.height);
  ctx.clip();
  drawPaperGrid(ctx, scene, track);
  ctx.fillStyle = colors.gap;
  for (const gap of gapsBetween(track.segments)) {
    const left = Math.max(0, x(gap.start));
    const right = Math.min(width, x(gap.end));
    if (right > left) ctx.fillRect(left, track.top, right - left, track.height);
  }
  const y = valueToY(track.mapping, track.top + track.height / 2);
  ctx.beginPath();
  for (const segment of track.segments) traceSegment(ctx, segment, view, { x, y });
  ctx.strokeStyle = colors.trace;
  // One CSS pixel, as ECG viewers and uPlot draw: without a GPU, Skia strokes a line of at most
  // one device pixel on its hairline path, about 40 times faster than a 1.25 px line with round
  // joins (measured by `pnpm bench viewer.frame`, docs/benchmarks.md).
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(0, track.top + track.height - 0.5);
  ctx.lineTo(width, track.top + track.height - 0.5);
  ctx.strokeStyle = colors.separator;
  ctx.stroke();
}

function drawTimeAxis(ctx: CanvasRenderingContext2D, scene: ViewerScene) {
  const { width, height, axisHeight, ticks, colors, x: xOf } = scene;
  const top = height - axisHeight;
  ctx.beginPath();
  ctx.fillStyle = colors.axisText;
  ctx.font = colors.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ticks.times.forEach((time, index) => {
    const x = Math.round(xOf(time)) + 0.5;
    ctx.moveTo(x, top);
    ctx.lineTo(x, top + 6);
    const label = scene.formatTick(time);
    // A label cut by the edge reads as a different time; the tick alone stays. Only the first and
    // last labels can reach an edge (ticks are further apart than a label is wide).
    const edge = index === 0 || index === ticks.times.length - 1;
    const half = edge ? ctx.measureText(label).width / 2 : 0;
    if (x - half >= 0 && x + half <= width) ctx.fillText(label, x, top + 8);
  });
  ctx.strokeStyle = colors.separator;
  ctx.stroke();
}

function drawPendingRange(ctx: CanvasRenderingContext2D, scene: ViewerScene, range: TimeWindow) {
  const left = scene.x(range.start);
  const right = scene.x(range.end);
  ctx.save();
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = scene.colors.axisText;
  ctx.fillRect(left, 0, right - left, scene.height - scene.axisHeight);
  ctx.restore();
}

/** Length of a value axis's tick marks, CSS px; labels start just after them. */
const VALUE_TICK_PX = 4;
/** Least distance between two value labels, CSS px: a line of the canvas's small font. */
const VALUE_LABEL_GAP_PX = 12;

/** Height of the plate under a value label, CSS px: the small font's line. */
const VALUE_LABEL_HEIGHT_PX = 13;

/** Writes a value label on a plate of the background, so a trace under it does not hide it. */
function plateLabel(
  ctx: CanvasRenderingContext2D,
  scene: ViewerScene,
  text: string,
  x: number,
  y: number,
) {
  const width = ctx.measureText(text).width;
  ctx.fillStyle = scene.colors.background;
  ctx.fillRect(x - 1, y - VALUE_LABEL_HEIGHT_PX / 2, width + 2, VALUE_LABEL_HEIGHT_PX);
  ctx.fillStyle = scene.colors.axisText;
  ctx.fillText(text, x, y);
}

/**
 * Each track's value axis at its left edge (`valueAxisOf`): a calibrated ECG's 1 mV bar labelled
 * above it, or round values with short ticks, so a track reads in its units.
 */
function drawValueAxes(
  ctx: CanvasRenderingContext2D,
  scene: ViewerScene,
  label: NonNullable<ViewerScene['valueLabel']>,
) {
  ctx.strokeStyle = scene.colors.axisText;
  ctx.font = scene.colors.font;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 1;
  for (const track of scene.tracks) {
    const middle = track.top + track.height / 2;
    const axis = valueAxisOf(track.mapping, track.height, signalKindOf(track.channel));
    ctx.beginPath();
    if (axis.kind === 'bar') {
      const half = Math.min(axis.length, track.height - VALUE_LABEL_HEIGHT_PX * 2) / 2;
      // Whole pixels, so the bar is as crisp and as long as the millimetres it stands for.
      const top = Math.round(middle - half);
      ctx.moveTo(VALUE_TICK_PX + 0.5, top);
      ctx.lineTo(VALUE_TICK_PX + 0.5, Math.round(middle + half));
      const text = `${label(track, axis.value, 0)} ${track.mapping.unit}`;
      plateLabel(ctx, scene, text, VALUE_TICK_PX, top - VALUE_LABEL_HEIGHT_PX / 2);
    } else {
      // On a short track every tick keeps its mark, but only labels a line apart are written.
      let labelled = -Infinity;
      for (const value of axis.values) {
        const y = Math.round(displayValueToY(track.mapping, middle, value)) + 0.5;
        ctx.moveTo(0, y);
        ctx.lineTo(VALUE_TICK_PX, y);
        if (Math.abs(y - labelled) < VALUE_LABEL_GAP_PX) continue;
        plateLabel(ctx, scene, label(track, value, axis.fractionDigits), VALUE_TICK_PX + 2, y);
        labelled = y;
      }
    }
    ctx.stroke();
  }
}

/**
 * Draws what lies over the traces and events: beat labels, the range being selected, the value
 * axes (over both, so a scale is never hidden) and the clock-time axis.
 */
export function drawAnnotations(ctx: CanvasRenderingContext2D, scene: ViewerScene): void {
  if (scene.beats) drawBeatLabels(ctx, scene.beats);
  if (scene.pendingRange) drawPendingRange(ctx, scene, scene.pendingRange);
  if (scene.valueLabel) drawValueAxes(ctx, scene, scene.valueLabel);
  drawTimeAxis(ctx, scene);
}

/**
 * Draws a frame as vector paths: per track the ECG paper grid (when calibrated at a paper speed),
 * shaded gaps, the trace reduced to min/max per pixel column, then the events, beat labels, the
 * range being selected and the clock-time axis. For still pictures (report strips, printing); the
 * interactive viewers paint their backdrop as pixels (`drawViewerPixels`). Pure: it touches only
 * the context, so the React shell decides when to call it.
 */
export function drawViewer(ctx: CanvasRenderingContext2D, scene: ViewerScene): void {
  ctx.fillStyle = scene.colors.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  for (const track of scene.tracks) drawTrack(ctx, scene, track);
  if (scene.events) drawEvents(ctx, scene.events);
  drawAnnotations(ctx, scene);
}
