import { useState } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { eventOverlaps } from '../events/viewerEvent';
import type { ViewerEvent } from '../events/viewerEvent';
import { centredWindow } from './viewWindow';

/** Options of {@link useRevealInView}. */
export interface RevealInViewOptions {
  view: TimeWindow;
  width: number;
  recording: TimeWindow;
  /** The selected event's id, and the event itself when it is in the list. */
  selectedId: string | undefined;
  selected: ViewerEvent | undefined;
  /** A time to show: each new object centres it unless in view. */
  reveal: { time: number } | undefined;
  applyWindow(next: TimeWindow): void;
}

/**
 * Brings into view what is chosen elsewhere: an event selected in the table, the navigator or by
 * Tab, and a time asked for by `reveal` (a beat chosen in a list), each centred unless already in
 * view. Only a new selection or a new `reveal` moves the view, so panning away from them stays
 * possible. Runs during render (React's "adjust state when a prop changes"), so the first frame
 * after the choice already shows it.
 */
export function useRevealInView(options: RevealInViewOptions): void {
  const { view, width, recording, selectedId, selected, reveal, applyWindow } = options;
  const [revealedId, setRevealedId] = useState(selectedId);
  const [revealedTime, setRevealedTime] = useState(reveal);
  if (revealedId !== selectedId) {
    setRevealedId(selectedId);
    if (selected && width > 0 && !eventOverlaps(selected, view))
      applyWindow(centredWindow(view, (selected.start + selected.end) / 2, recording));
  }
  if (revealedTime !== reveal) {
    setRevealedTime(reveal);
    const time = reveal?.time;
    if (time !== undefined && (time < view.start || time > view.end))
      applyWindow(centredWindow(view, time, recording));
  }
}
