import type { TimeWindow } from '../cache/timeWindow';
import type { ViewerBeat } from '../beats/viewerBeat';
import type { Band } from './drawEvents';

/** Beat labels of one frame: sorted beats and the ECG bands they are written over. */
export interface BeatScene {
  /** Beats sorted by time. */
  sorted: readonly ViewerBeat[];
  view: TimeWindow;
  x(time: number): number;
  bands: readonly Band[];
  /** Colour of N beats, and of every other label (ectopy stands out). */
  normal: string;
  ectopic: string;
  font: string;
}

/**
 * Least CSS px between beats for labels to be written: closer than this they would overlap
 * (one 12 px glyph and a gap).
 */
export const BEAT_LABEL_MIN_SPACING_PX = 14;

/** First index of a beat at or after `time` (binary search over the sorted beats). */
export function firstBeatFrom(sorted: readonly ViewerBeat[], time: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.time ?? Infinity) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Writes each visible beat's label (N, S, V, F, Q) at the top of the ECG tracks above its R
 * peak, when beats are at least {@link BEAT_LABEL_MIN_SPACING_PX} apart on average, as Holter
 * review screens annotate strips.
 */
export function drawBeatLabels(ctx: CanvasRenderingContext2D, scene: BeatScene): void {
  const from = firstBeatFrom(scene.sorted, scene.view.start);
  const to = firstBeatFrom(scene.sorted, scene.view.end);
  const width = scene.x(scene.view.end) - scene.x(scene.view.start);
  if (to <= from || width / (to - from) < BEAT_LABEL_MIN_SPACING_PX) return;
  ctx.save();
  ctx.font = scene.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (let index = from; index < to; index += 1) {
    const beat = scene.sorted[index];
    if (!beat) continue;
    ctx.fillStyle = beat.label === 'N' ? scene.normal : scene.ectopic;
    const x = scene.x(beat.time);
    for (const band of scene.bands) ctx.fillText(beat.label, x, band.top + 2);
  }
  ctx.restore();
}
