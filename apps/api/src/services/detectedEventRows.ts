import type { DetectedEvent } from '@telemed/analysis';
import { ALL_SIGNALS, detectedEventOrigin } from '@telemed/domain';
import type { NewExaminationEventRow } from '../db/schema';

/**
 * The rows of an analysis's events for an examination: times from the recording's start
 * (`startMs`), the origin of each type, the channel id of the input it was found on (`channelOf`,
 * by the detector's signal name; 'all' otherwise), and the physiological findings in the report.
 */
export function detectedEventRows(
  examinationId: string,
  startMs: number,
  events: readonly DetectedEvent[],
  channelOf: ReadonlyMap<string, string> = new Map(),
): NewExaminationEventRow[] {
  return events.map((event) => {
    const origin = detectedEventOrigin(event.type);
    return {
      examinationId,
      type: event.type,
      startDate: new Date(startMs + event.startSeconds * 1000),
      endDate: new Date(startMs + Math.max(event.startSeconds, event.endSeconds) * 1000),
      description: event.description ?? null,
      origin,
      signal: (event.signal && channelOf.get(event.signal)) || ALL_SIGNALS,
      showInReport: origin === 'analysis',
    };
  });
}
