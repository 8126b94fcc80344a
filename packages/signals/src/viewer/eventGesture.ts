import { ALL_SIGNALS } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';
import { hitEvent } from '../draw/drawEvents';
import type { Band, EventScene } from '../draw/drawEvents';
import type { EventEditAction } from '../events/eventEdits';
import { moveEvent, resizeEvent } from '../events/eventEdits';
import type { ViewerEvent } from '../events/viewerEvent';

/** Pointer travel (CSS px) under which a press is a click, not a drag (as d3-drag's clickDistance). */
export const CLICK_DISTANCE_PX = 3;

/** A pointer gesture on the events: dragging an event or one of its edges, or marking a new one. */
export type EventGesture =
  | { kind: 'move' | 'start' | 'end'; event: ViewerEvent; fromX: number }
  | { kind: 'create'; anchor: number; signal: string };

/** Where a pointer is pressed on the plot, CSS px from its top left corner. */
export interface PlotPress {
  px: number;
  py: number;
  shiftKey: boolean;
}

/** What a press does: the event it selects, and the drag it starts. */
export interface PressOutcome {
  select?: string;
  gesture?: EventGesture;
}

/** The time (epoch ms) at `px` CSS px from the left of a plot `width` px wide showing `view`. */
export function timeAtPx(view: TimeWindow, width: number, px: number): number {
  return view.start + (px / Math.max(width, 1)) * (view.end - view.start);
}

/**
 * A press on the plot: on an event it selects it and, unless read-only, drags it (an edge when
 * grabbed there); with Shift it marks a new event from here on the track under the pointer (every
 * signal below the tracks). A plain press elsewhere is left to d3-zoom's pan.
 */
export function pressOutcome(
  press: PlotPress,
  scene: EventScene,
  tracks: readonly (Band & { channel: { id: string } })[],
  readOnly: boolean,
): PressOutcome {
  const hit = press.shiftKey ? undefined : hitEvent(scene, press.px, press.py);
  if (hit) {
    if (readOnly) return { select: hit.event.id };
    const kind = hit.part === 'body' ? 'move' : hit.part;
    return { select: hit.event.id, gesture: { kind, event: hit.event, fromX: press.px } };
  }
  if (!press.shiftKey || readOnly) return {};
  const track = tracks.find(({ top, height }) => press.py >= top && press.py < top + height);
  const anchor = timeAtPx(scene.view, scene.width, press.px);
  return { gesture: { kind: 'create', anchor, signal: track?.channel.id ?? ALL_SIGNALS } };
}

/** The event as the running drag would leave it, or undefined before the pointer moved. */
export function previewOf(
  gesture: EventGesture,
  time: number | undefined,
  view: TimeWindow,
  width: number,
  recording: TimeWindow,
): ViewerEvent | undefined {
  if (gesture.kind === 'create' || time === undefined) return undefined;
  if (gesture.kind === 'move')
    return moveEvent(gesture.event, time - timeAtPx(view, width, gesture.fromX), recording);
  return resizeEvent(gesture.event, gesture.kind, time, recording);
}

/** The range a Shift+drag marks so far, shaded while the pointer moves. */
export function pendingRangeOf(
  gesture: EventGesture | undefined,
  time: number | undefined,
): TimeWindow | undefined {
  if (gesture?.kind !== 'create' || time === undefined) return undefined;
  return { start: Math.min(gesture.anchor, time), end: Math.max(gesture.anchor, time) };
}

/** What the viewer knows when the pointer is released. */
export interface ReleaseContext {
  /** Pointer travel since the press, CSS px. */
  moved: number;
  /** The time under the pointer now. */
  time: number;
  selectedId: string | undefined;
  view: TimeWindow;
  width: number;
  recording: TimeWindow;
  /** Type of an event marked by Shift+drag. */
  newType: string;
  newId(): string;
}

/**
 * The edit a release makes: a click beside every event clears the selection; a drag creates the
 * marked event or saves the dragged one where it was left; a drag shorter than
 * {@link CLICK_DISTANCE_PX} changes nothing.
 */
export function releaseAction(
  gesture: EventGesture | undefined,
  context: ReleaseContext,
): EventEditAction | undefined {
  const { moved, time } = context;
  if (!gesture)
    return moved < CLICK_DISTANCE_PX && context.selectedId
      ? { type: 'event.select', id: undefined }
      : undefined;
  if (moved < CLICK_DISTANCE_PX) return undefined;
  if (gesture.kind === 'create')
    return {
      type: 'event.create',
      event: {
        id: context.newId(),
        type: context.newType,
        start: Math.min(gesture.anchor, time),
        end: Math.max(gesture.anchor, time),
        signal: gesture.signal,
        origin: 'user',
        description: null,
        showInReport: false,
      },
    };
  const updated = previewOf(gesture, time, context.view, context.width, context.recording);
  return updated && { type: 'event.update', event: updated };
}
