import { select } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';
import type { D3ZoomEvent, ZoomTransform } from 'd3-zoom';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { RefObject } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { timeScale } from '../scales/timeScale';
import { MIN_SPAN_MS } from './viewWindow';

/** The d3-zoom transform that shows `view` when the whole recording spans `width` px at k = 1. */
export function transformOfWindow(
  view: TimeWindow,
  recording: TimeWindow,
  width: number,
): ZoomTransform {
  const k = (recording.end - recording.start) / (view.end - view.start);
  return zoomIdentity.translate(-timeScale(recording, width)(view.start) * k, 0).scale(k);
}

/** The window a d3-zoom transform shows. */
export function windowOfTransform(
  transform: ZoomTransform,
  recording: TimeWindow,
  width: number,
): TimeWindow {
  const [start = recording.start, end = recording.end] = transform
    .rescaleX(timeScale(recording, width))
    .domain();
  return { start, end };
}

/** Options of {@link useZoomWindow}. */
export interface ZoomWindowOptions {
  element: RefObject<HTMLElement | null>;
  recording: TimeWindow;
  width: number;
  view: TimeWindow;
  /** Called when the user pans or zooms with the pointer. */
  onZoom(view: TimeWindow): void;
  /** False for pointer presses d3-zoom must leave alone (an event drag, Shift to select). */
  accepts(event: MouseEvent | TouchEvent | WheelEvent): boolean;
}

/** The inputs d3-zoom starts a gesture on (its listeners: `wheel`, `mousedown`, `touchstart`). */
const GESTURE_STARTS = ['wheel', 'mousedown', 'touchstart'] as const;

/**
 * Binds d3-zoom to the plot: drag pans, the wheel zooms around the pointer (d3's default wheel
 * delta doubles the span every 500 px), pinch zooms; the view never leaves the recording
 * (`translateExtent`) nor gets shorter than {@link MIN_SPAN_MS} (`scaleExtent`). The React state
 * stays the source of truth: a view set by keys or props is pushed into d3's transform just
 * before d3 next handles an input (a capturing listener runs ahead of d3's own), not on every
 * frame of a held arrow key.
 */
export function useZoomWindow(options: ZoomWindowOptions): void {
  const { element, recording, width, view } = options;
  // d3-zoom hands a transform set from code the source event of a wheel gesture still under
  // way (150 ms): without this flag, pushing React's view would come back as a pointer zoom,
  // round to a slightly different window and push again, for ever.
  const isPushing = useRef(false);
  // The window d3's transform shows, and whether React's view has moved away from it since
  // (a key, a prop); a view rendered from d3's own zoom is not a move.
  const inD3 = useRef<TimeWindow>(undefined);
  const stale = useRef(true);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const node = element.current;
    if (!node || width === 0) return;
    const extent: [[number, number], [number, number]] = [
      [0, 0],
      [width, 1],
    ];
    const zoomBehavior = zoom<HTMLElement, unknown>()
      .extent(extent)
      .translateExtent(extent)
      .scaleExtent([1, (recording.end - recording.start) / MIN_SPAN_MS])
      .filter((event: MouseEvent | TouchEvent | WheelEvent) => {
        const plain = (!event.ctrlKey || event.type === 'wheel') && !(event as MouseEvent).button;
        return plain && latest.current.accepts(event);
      })
      .on('zoom', (event: D3ZoomEvent<HTMLElement, unknown>) => {
        // Transforms pushed from React (no source event) are already in React's state.
        if (!event.sourceEvent || isPushing.current) return;
        const next = windowOfTransform(event.transform, recording, width);
        inD3.current = next;
        // Rendered within the input's own task, as React does for a key: a wheel or a drag
        // would otherwise get a task of its own for the render (input of "continuous" priority).
        flushSync(() => latest.current.onZoom(next));
      });
    const selection = select<HTMLElement, unknown>(node);
    const push = () => {
      if (!stale.current) return;
      const { view: current } = latest.current;
      isPushing.current = true;
      try {
        selection.call(zoomBehavior.transform, transformOfWindow(current, recording, width));
      } finally {
        isPushing.current = false;
      }
      inD3.current = current;
      stale.current = false;
    };
    stale.current = true;
    push();
    for (const type of GESTURE_STARTS)
      node.addEventListener(type, push, { capture: true, passive: true });
    selection.call(zoomBehavior).on('dblclick.zoom', null);
    return () => {
      for (const type of GESTURE_STARTS) node.removeEventListener(type, push, { capture: true });
      selection.on('.zoom', null);
    };
  }, [element, recording, width]);

  useEffect(() => {
    if (!sameWindow(view, inD3.current)) stale.current = true;
  }, [view]);
}

/** Whether two windows are the same but for rounding (a millionth of the span). */
function sameWindow(a: TimeWindow, b: TimeWindow | undefined): boolean {
  if (!b) return false;
  const tolerance = (a.end - a.start) * 1e-6;
  return Math.abs(a.start - b.start) <= tolerance && Math.abs(a.end - b.end) <= tolerance;
}
