import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { msPerPxAtPaperSpeed, paperSpeedOf } from '../scales/paperScale';
import type { PaperSpeed } from '../scales/paperScale';
import { viewScale } from '../scales/timeScale';
import { panWindow } from './viewWindow';

/** Options of {@link useViewWindow}. */
export interface ViewWindowOptions {
  /** The plotting area, whose width the window spans. */
  plot: RefObject<HTMLElement | null>;
  recording: TimeWindow;
  /** Epoch ms at the left edge at first. @default recording.start */
  initialStart: number | undefined;
  /** Span of the first window in ms, instead of the paper speed. */
  initialSpan: number | undefined;
  /** The time scale in mm/s; a new one resets the zoom to it. */
  paperSpeed: PaperSpeed;
  onWindowChange: ((window: TimeWindow) => void) | undefined;
}

/** The viewer's window and what derives from it. */
export interface ViewWindow {
  /** Width of the plot in CSS px; 0 until it is laid out. */
  width: number;
  /** The window shown, always inside the recording. */
  view: TimeWindow;
  /** Time (epoch ms) to x (CSS px) in the plot. */
  x(time: number): number;
  /** The paper speed (mm/s) the time scale matches exactly, if any. */
  shownSpeed: number | undefined;
  /** Shows `next` (its span stretched over the plot's width). */
  applyWindow(next: TimeWindow): void;
}

/**
 * The window the viewer shows, as a left edge and a time scale (ms per CSS px) over the plot's
 * measured width: the span follows the width, so a wider screen shows more at the same paper
 * speed. `initialSpan` sets the scale once the width is first known; a new `paperSpeed` resets
 * it. Tells `onWindowChange` every window shown once the plot has a width.
 */
export function useViewWindow(options: ViewWindowOptions): ViewWindow {
  const { plot, recording, paperSpeed, onWindowChange } = options;
  const [width, setWidth] = useState(0);
  const [start, setStart] = useState(options.initialStart ?? recording.start);
  const [msPerPx, setMsPerPx] = useState(() => msPerPxAtPaperSpeed(paperSpeed));
  const pendingSpan = useRef(options.initialSpan);
  // React's "adjust state when a prop changes": a new paper speed resets the zoom to it.
  const [appliedSpeed, setAppliedSpeed] = useState(paperSpeed);
  if (paperSpeed !== appliedSpeed) {
    setAppliedSpeed(paperSpeed);
    setMsPerPx(msPerPxAtPaperSpeed(paperSpeed));
  }

  useLayoutEffect(() => {
    const element = plot.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = Math.floor(entry.contentRect.width);
      if (measured > 0 && pendingSpan.current !== undefined) {
        setMsPerPx(pendingSpan.current / measured);
        pendingSpan.current = undefined;
      }
      setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [plot]);

  const view = useMemo(
    () => panWindow({ start, end: start + msPerPx * Math.max(width, 1) }, 0, recording),
    [start, msPerPx, width, recording],
  );
  const applyWindow = useCallback(
    (next: TimeWindow) => {
      setStart(next.start);
      if (width > 0) setMsPerPx((next.end - next.start) / width);
    },
    [width],
  );
  useEffect(() => {
    if (width > 0) onWindowChange?.(view);
  }, [view, width, onWindowChange]);

  const x = useMemo(() => viewScale(view, Math.max(width, 1)), [view, width]);
  const shownSpeed = width > 0 ? paperSpeedOf((view.end - view.start) / width) : undefined;
  return { width, view, x, shownSpeed, applyWindow };
}
