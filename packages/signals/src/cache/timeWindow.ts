import { PRELOAD_SPAN_FACTOR } from '../constants';

/** A half-open time window [start, end) in epoch milliseconds. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** True when `inner` lies entirely inside `outer`, so no fetch is needed (spec §4, signal cache). */
export function windowContains(outer: TimeWindow, inner: TimeWindow): boolean {
  return inner.start >= outer.start && inner.end <= outer.end;
}

/**
 * The window to fetch for a requested view: the view plus {@link PRELOAD_SPAN_FACTOR} spans on
 * each side, clamped to the recording so no request asks for time that does not exist.
 */
export function preloadWindow(view: TimeWindow, recording: TimeWindow): TimeWindow {
  const span = view.end - view.start;
  if (span <= 0) throw new RangeError('a view must have a positive span');
  return {
    start: Math.max(recording.start, view.start - PRELOAD_SPAN_FACTOR * span),
    end: Math.min(recording.end, view.end + PRELOAD_SPAN_FACTOR * span),
  };
}
