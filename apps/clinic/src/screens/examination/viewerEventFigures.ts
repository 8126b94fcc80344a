import { eventFigures } from '@telemed/analysis';
import type { DetectedEvent, EventFigures } from '@telemed/analysis';
import type { EventType } from '@telemed/domain';
import type { TimeWindow, ViewerEvent } from '@telemed/signals';

/**
 * The figures of the events as they stand in the editor, over `span` (the recording, or the
 * window on screen): @telemed/analysis `eventFigures`, the function the server's report counts
 * with, on the viewer's events (epoch ms) taken as seconds from the span's start. So the page
 * follows every edit at once and agrees with the report of the same events.
 * @param analyzedMs the server's analysed time of the examination, when known (not a polygraphy's:
 * that is counted from the events)
 */
export function viewerEventFigures(
  events: readonly ViewerEvent[],
  span: TimeWindow,
  polygraphy: boolean,
  analyzedMs: number | null,
): EventFigures {
  const detected: DetectedEvent[] = events.map((event) => ({
    type: event.type as EventType,
    startSeconds: (event.start - span.start) / 1000,
    endSeconds: (event.end - span.start) / 1000,
  }));
  return eventFigures({
    events: detected,
    durationSeconds: Math.max(0, span.end - span.start) / 1000,
    polygraphy,
    analysedSeconds: analyzedMs === null ? null : analyzedMs / 1000,
  });
}
