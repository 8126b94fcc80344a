import { eventFigures } from '@telemed/analysis';
import type { DetectedEvent, EventFigures } from '@telemed/analysis';
import type { EventType } from '@telemed/domain';
import type { TimeWindow, ViewerEvent } from '@telemed/signals';

/**
 * The figures of the events in the window on screen, over the window (the partial report):
 * @telemed/analysis `eventFigures`, the function the server counts the examination's figures
 * with, on the viewer's events (epoch ms) taken as seconds from the window's start. The
 * examination's own figures are the server's (GET .../statistics).
 */
export function viewerEventFigures(
  events: readonly ViewerEvent[],
  span: TimeWindow,
  polygraphy: boolean,
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
  });
}
