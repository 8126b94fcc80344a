import { ALL_SIGNALS, isRhythmEventType } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';
import { EVENT_CATEGORIES, eventCategory, eventCategoryIndex } from '../events/eventCategories';
import type { EventCategory } from '../events/eventCategories';
import { candidatesIn, forEachEventIn } from '../events/eventIndex';
import type { EventIndex } from '../events/eventIndex';
import type { ViewerEvent } from '../events/viewerEvent';

/** A horizontal band of the canvas, CSS px. */
export interface Band {
  top: number;
  height: number;
}

/** What the event overlay of one frame needs. */
export interface EventScene {
  index: EventIndex;
  view: TimeWindow;
  width: number;
  /** Time to x, CSS px. */
  x(time: number): number;
  /** The band of each channel; events on other signals than these and 'all' are not drawn. */
  bands: ReadonlyMap<string, Band>;
  /** The band of events on {@link ALL_SIGNALS}: every track. */
  allBand: Band;
  selectedId: string | undefined;
  /** The event being dragged, drawn in place of its saved self. */
  preview: ViewerEvent | undefined;
  colors: Record<EventCategory, string>;
  /** Outline of the selected event. */
  selection: string;
  font: string;
  /** The short name drawn in events wide enough for it. */
  labelOf(type: string): string;
}

/** Fill opacity of an event over the trace, light enough to read the signal through it. */
export const EVENT_ALPHA = 0.22;
/** Least width in CSS px for an event to carry its name. */
const LABEL_MIN_WIDTH = 48;
/** Height of the strip along the bottom of its band that a rhythm episode fills, CSS px: room
 * for its name (beat labels are written along the top). A fill over the whole band would tint a
 * day of sinus rhythm. In a low band (the overview) the strip takes a quarter of it. */
export const RHYTHM_STRIP_PX = 18;

const stripOf = (band: Band): Band => {
  const height = Math.min(Math.round(band.height / 4), RHYTHM_STRIP_PX);
  return { top: band.top + band.height - height, height };
};

/** Where an event is drawn: its signal's band (all tracks for 'all'), a strip of it for a rhythm. */
function bandOf(scene: EventScene, event: ViewerEvent): Band | undefined {
  const band = event.signal === ALL_SIGNALS ? scene.allBand : scene.bands.get(event.signal);
  // Rhythms last seconds to a whole recording (a day of sinus rhythm): a strip along the bottom
  // of their band, not a fill over the trace.
  return band && isRhythmEventType(event.type) ? stripOf(band) : band;
}

/** Events of one colour on one band that overlap or touch on screen, filled as one box. */
export interface EventRun {
  band: Band;
  category: EventCategory;
  /** CSS px; at least one pixel apart. */
  left: number;
  right: number;
}

/** Where the events of a frame go: their filled runs, the ones wide enough for a name, the selection. */
export interface EventLayout {
  runs: EventRun[];
  labelled: { event: ViewerEvent; left: number; right: number; band: Band }[];
  selected: { left: number; right: number; band: Band } | undefined;
}

/**
 * Lays out the events overlapping the view (the dragged one in place of its saved self). Events of
 * a colour on a band less than a pixel apart become one run (an event narrower than a pixel takes
 * its pixel column): 10,000 events in view cost one pass over them, and the fills a few boxes.
 */
export function layoutEvents(scene: EventScene): EventLayout {
  const layout: EventLayout = { runs: [], labelled: [], selected: undefined };
  const { index, selectedId, preview } = scene;
  // The run still growing on each band, by colour family (its index in EVENT_CATEGORIES).
  const open = new Map<Band, (EventRun | undefined)[]>();
  const place = (event: ViewerEvent, band: Band, category: number, start: number, end: number) => {
    let left = Math.max(0, scene.x(start));
    let right = Math.min(scene.width, scene.x(end));
    if (selectedId !== undefined && event.id === selectedId)
      layout.selected = { left, right, band };
    if (right - left >= LABEL_MIN_WIDTH) layout.labelled.push({ event, left, right, band });
    if (right - left < 1) {
      left = Math.floor(left);
      right = left + 1;
    }
    let runs = open.get(band);
    if (!runs) open.set(band, (runs = []));
    const run = runs[category];
    // Events come in start order, so a run only ever grows to the right; a gap under a pixel
    // cannot be seen, so it does not split a run.
    if (run && left < run.right + 1) run.right = Math.max(run.right, right);
    else {
      if (run) layout.runs.push(run);
      runs[category] = { band, category: EVENT_CATEGORIES[category] ?? 'marker', left, right };
    }
  };
  // From the index's arrays: the objects are read only for the dragged and selected event and
  // those wide enough for a name (10,000 in view at 24 h).
  const bandBySignal = index.signals.map((signal) =>
    signal === ALL_SIGNALS ? scene.allBand : scene.bands.get(signal),
  );
  const stripBySignal = bandBySignal.map((band) => band && stripOf(band));
  const { starts, ends, categories, rhythms, signalOf, sorted } = index;
  const [from, to] = candidatesIn(index, scene.view);
  for (let i = from; i < to; i += 1) {
    const end = ends[i] ?? -Infinity;
    const band = (rhythms[i] ? stripBySignal : bandBySignal)[signalOf[i] ?? 0];
    const event = sorted[i];
    if (end < scene.view.start || !band || !event || (preview && preview.id === event.id)) continue;
    place(event, band, categories[i] ?? 0, starts[i] ?? 0, end);
  }
  if (preview) {
    const band = bandOf(scene, preview);
    if (band) place(preview, band, eventCategoryIndex(preview.type), preview.start, preview.end);
  }
  for (const runs of open.values()) for (const run of runs) if (run) layout.runs.push(run);
  return layout;
}

/**
 * Fills the runs translucently, each colour in one path of disjoint boxes (a path of 10,000
 * overlapping boxes took Chromium's software rasteriser about 200 ms, `viewer.frame` benchmark).
 */
function fillEventRuns(
  ctx: CanvasRenderingContext2D,
  scene: EventScene,
  runs: readonly EventRun[],
) {
  const paths = new Map<EventCategory, Path2D>();
  for (const { band, category, left, right } of runs) {
    let path = paths.get(category);
    if (!path) paths.set(category, (path = new Path2D()));
    path.rect(left, band.top, right - left, band.height);
  }
  ctx.save();
  ctx.globalAlpha = EVENT_ALPHA;
  for (const [category, path] of paths) {
    ctx.fillStyle = scene.colors[category];
    ctx.fill(path);
  }
  ctx.restore();
}

/** Writes the names of events wide enough for them and outlines the selected event with its grips. */
export function drawEventMarks(
  ctx: CanvasRenderingContext2D,
  scene: EventScene,
  { labelled, selected }: EventLayout,
): void {
  ctx.save();
  ctx.font = scene.font;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  for (const { event, left, right, band } of labelled) {
    ctx.fillStyle = scene.colors[eventCategory(event.type)];
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, band.top, right - left, band.height);
    ctx.clip();
    ctx.fillText(scene.labelOf(event.type), left + 3, band.top + 3);
    ctx.restore();
  }
  if (selected) {
    const { left, right, band } = selected;
    ctx.strokeStyle = scene.selection;
    ctx.lineWidth = 2;
    ctx.strokeRect(left + 1, band.top + 1, Math.max(right - left - 2, 1), band.height - 2);
    ctx.fillStyle = scene.selection;
    // Grips at mid-height of both edges: where a drag resizes.
    for (const edge of [left, right]) ctx.fillRect(edge - 2, band.top + band.height / 2 - 8, 4, 16);
  }
  ctx.restore();
}

/**
 * Draws the events overlapping the view: a translucent box over their signal's track (or all
 * tracks; a strip along its bottom for a rhythm episode), their name when wide enough, and the
 * selected one outlined with its edges as handles.
 */
export function drawEvents(ctx: CanvasRenderingContext2D, scene: EventScene): void {
  const layout = layoutEvents(scene);
  fillEventRuns(ctx, scene, layout.runs);
  drawEventMarks(ctx, scene, layout);
}

/** What lies under the pointer: an event body, one of its edges, or nothing. */
export interface EventHit {
  event: ViewerEvent;
  part: 'body' | 'start' | 'end';
}

/** CSS px on either side of an edge that still grab it for resizing (a fingertip's reach). */
export const EDGE_GRAB_PX = 5;

/**
 * The event under (`px`, `py`): the selected one first, then the shortest (the one a user most
 * likely aimed at when events nest), and whether an edge is grabbed.
 */
export function hitEvent(scene: EventScene, px: number, py: number): EventHit | undefined {
  let best: ViewerEvent | undefined;
  const slack = ((scene.view.end - scene.view.start) / scene.width) * EDGE_GRAB_PX;
  const probe = { start: viewTimeAt(scene, px) - slack, end: viewTimeAt(scene, px) + slack };
  forEachEventIn(scene.index, probe, (event) => {
    const band = bandOf(scene, event);
    if (!band || py < band.top || py > band.top + band.height) return;
    if (!best || event.id === scene.selectedId) best = event;
    else if (best.id !== scene.selectedId && event.end - event.start < best.end - best.start)
      best = event;
  });
  if (!best) return undefined;
  const left = scene.x(best.start);
  const right = scene.x(best.end);
  if (right - left >= 3 * EDGE_GRAB_PX) {
    if (Math.abs(px - left) <= EDGE_GRAB_PX) return { event: best, part: 'start' };
    if (Math.abs(px - right) <= EDGE_GRAB_PX) return { event: best, part: 'end' };
  }
  return { event: best, part: 'body' };
}

function viewTimeAt(scene: EventScene, px: number): number {
  return scene.view.start + (px / scene.width) * (scene.view.end - scene.view.start);
}
