import type { TimeWindow } from '../cache/timeWindow';

/**
 * Share of the window an arrow key pans: a quarter keeps three quarters of what was on screen in
 * view, so the eye can follow (a project decision; Page Up/Down move a whole window).
 */
export const ARROW_PAN_FRACTION = 0.25;
/** Factor one +/- key press zooms by. */
export const KEY_ZOOM_FACTOR = 2;
/** Shortest window the viewer zooms to: 1 s, a couple of beats. */
export const MIN_SPAN_MS = 1_000;

/** The window moved by `delta` ms and kept inside the recording, its span unchanged. */
export function panWindow(view: TimeWindow, delta: number, recording: TimeWindow): TimeWindow {
  const span = view.end - view.start;
  if (span >= recording.end - recording.start) return { ...recording };
  const start = Math.min(Math.max(view.start + delta, recording.start), recording.end - span);
  return { start, end: start + span };
}

/**
 * The window scaled by `factor` (above 1 zooms out) around the time `anchor`, which stays where
 * it is on screen; the span is held between {@link MIN_SPAN_MS} and the recording.
 */
export function zoomWindow(
  view: TimeWindow,
  factor: number,
  anchor: number,
  recording: TimeWindow,
): TimeWindow {
  const span = view.end - view.start;
  const nextSpan = Math.min(Math.max(span * factor, MIN_SPAN_MS), recording.end - recording.start);
  const share = (anchor - view.start) / span;
  const start = anchor - share * nextSpan;
  return panWindow({ start, end: start + nextSpan }, 0, recording);
}

/** A window of `span` ms starting at `start`, kept inside the recording. */
export function windowAt(start: number, span: number, recording: TimeWindow): TimeWindow {
  return panWindow({ start, end: start + span }, 0, recording);
}

/** The window of the same span as `view` centred on `middle`, kept inside the recording. */
export function centredWindow(view: TimeWindow, middle: number, recording: TimeWindow): TimeWindow {
  const span = view.end - view.start;
  return panWindow({ start: middle - span / 2, end: middle + span / 2 }, 0, recording);
}

/**
 * The window after a key press in the viewer, or undefined for keys it does not handle: arrows
 * pan by {@link ARROW_PAN_FRACTION}, Page Up/Down by a whole window, `+`/`-` zoom by {@link
 * KEY_ZOOM_FACTOR} around the middle, Home and End go to the ends of the recording.
 */
export function windowAfterKey(
  key: string,
  view: TimeWindow,
  recording: TimeWindow,
): TimeWindow | undefined {
  const span = view.end - view.start;
  const middle = view.start + span / 2;
  switch (key) {
    case 'ArrowRight':
      return panWindow(view, span * ARROW_PAN_FRACTION, recording);
    case 'ArrowLeft':
      return panWindow(view, -span * ARROW_PAN_FRACTION, recording);
    case 'PageDown':
      return panWindow(view, span, recording);
    case 'PageUp':
      return panWindow(view, -span, recording);
    case 'Home':
      return windowAt(recording.start, span, recording);
    case 'End':
      return windowAt(recording.end - span, span, recording);
    case '+':
    case '=':
      return zoomWindow(view, 1 / KEY_ZOOM_FACTOR, middle, recording);
    case '-':
    case '_':
      return zoomWindow(view, KEY_ZOOM_FACTOR, middle, recording);
    default:
      return undefined;
  }
}
