import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import type { Band } from '../draw/drawEvents';
import type { EventHotkeys } from '../events/eventHotkeys';
import { eventsIn } from '../events/eventIndex';
import type { EventEditor } from '../events/useEventEditor';
import type { ViewerEvent } from '../events/viewerEvent';
import { pendingRangeOf, pressOutcome, previewOf, releaseAction, timeAtPx } from './eventGesture';
import type { EventGesture } from './eventGesture';
import { eventSceneOf } from './useEventLayer';
import type { EventLayer } from './useEventLayer';
import { useZoomWindow } from './useZoomWindow';
import { viewerKeyResult } from './viewerKeys';

/** Options of {@link useViewerGestures}. */
export interface ViewerGesturesOptions {
  plot: RefObject<HTMLDivElement | null>;
  recording: TimeWindow;
  view: TimeWindow;
  width: number;
  applyWindow(next: TimeWindow): void;
  tracks: readonly (Band & { channel: { id: string } })[];
  /** The events' layer, to hit-test presses; none without an editor. */
  events: EventLayer | undefined;
  editor: EventEditor | undefined;
  selected: ViewerEvent | undefined;
  readOnly: boolean;
  /** Types an event may have; the first is what Shift+drag creates. */
  eventTypes: readonly string[];
  hotkeys: EventHotkeys;
}

/** The plot's input handlers and the drag under way. */
export interface ViewerGestures {
  handlers: {
    onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
    onPointerDown(event: PointerEvent<HTMLDivElement>): void;
    onPointerMove(event: PointerEvent<HTMLDivElement>): void;
    onPointerUp(event: PointerEvent<HTMLDivElement>): void;
    onPointerCancel(): void;
  };
  /** True while a pointer drags an event or marks a new one. */
  dragging: boolean;
  /** The dragged event where the pointer would leave it. */
  preview: ViewerEvent | undefined;
  /** The range a Shift+drag marks so far. */
  pendingRange: TimeWindow | undefined;
}

function localPoint(event: PointerEvent<HTMLDivElement>) {
  const rect = event.currentTarget.getBoundingClientRect();
  return { px: event.clientX - rect.left, py: event.clientY - rect.top };
}

/**
 * Everything the plot does with input: d3-zoom pans on a drag and zooms on the wheel or a pinch
 * ({@link useZoomWindow}); a press on an event selects and drags it, Shift+drag marks a new one
 * ({@link pressOutcome}, {@link releaseAction}), and the keys navigate and edit
 * ({@link viewerKeyResult}). An event drag or Shift keeps d3-zoom from panning.
 */
export function useViewerGestures(options: ViewerGesturesOptions): ViewerGestures {
  const { plot, recording, view, width, applyWindow, tracks, events, editor, selected } = options;
  const { readOnly, eventTypes, hotkeys } = options;
  const [gesture, setGesture] = useState<EventGesture>();
  const [pointerTime, setPointerTime] = useState<number>();
  // Read by input handlers before React renders the state set by the press.
  const gestureRef = useRef<EventGesture>(undefined);
  const pressRef = useRef<{ x: number; y: number }>(undefined);

  useZoomWindow({
    element: plot,
    recording,
    width,
    view,
    onZoom: applyWindow,
    accepts: (event) => event.type === 'wheel' || (!gestureRef.current && !event.shiftKey),
  });

  const preview = useMemo(
    () => (gesture ? previewOf(gesture, pointerTime, view, width, recording) : undefined),
    [gesture, pointerTime, view, width, recording],
  );
  const pendingRange = useMemo(() => pendingRangeOf(gesture, pointerTime), [gesture, pointerTime]);
  const timeAt = (px: number) => timeAtPx(view, width, px);
  const endGesture = () => {
    gestureRef.current = undefined;
    pressRef.current = undefined;
    setGesture(undefined);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    pressRef.current = { x: event.clientX, y: event.clientY };
    if (!editor || !events) return;
    const press = { ...localPoint(event), shiftKey: event.shiftKey };
    const outcome = pressOutcome(
      press,
      eventSceneOf(events, undefined, undefined),
      tracks,
      readOnly,
    );
    if (outcome.select) editor.dispatch({ type: 'event.select', id: outcome.select });
    const next = outcome.gesture;
    if (!next) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (a test, assistive technology) has nothing to capture; the gesture
      // still works while the pointer stays over the plot.
    }
    gestureRef.current = next;
    setGesture(next);
    setPointerTime(timeAt(press.px));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!gestureRef.current) return;
    setPointerTime(timeAt(localPoint(event).px));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const press = pressRef.current;
    const moved = press ? Math.hypot(event.clientX - press.x, event.clientY - press.y) : 0;
    const current = gestureRef.current;
    endGesture();
    if (!editor) return;
    const action = releaseAction(current, {
      moved,
      time: timeAt(localPoint(event).px),
      selectedId: editor.state.selectedId,
      view,
      width,
      recording,
      newType: eventTypes[0] ?? 'CUSTOM',
      newId: () => crypto.randomUUID(),
    });
    if (action) editor.dispatch(action);
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

  return {
    handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: endGesture },
    dragging: gesture !== undefined,
    preview,
    pendingRange,
  };
}
