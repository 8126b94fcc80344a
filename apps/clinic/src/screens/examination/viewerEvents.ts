import type { ExaminationEvent } from '@telemed/domain';
import type { ViewerEvent } from '@telemed/signals';

/** The viewer's event as the API stores it. */
export function viewerEventOf(event: ExaminationEvent): ViewerEvent {
  return {
    id: event._id,
    type: event.type,
    start: Date.parse(event.startDate),
    end: Date.parse(event.endDate),
    signal: event.signal,
    origin: event.origin,
    description: event.description,
    showInReport: event.showInReport,
  };
}
