import { ApiRequestError } from '@telemed/domain';
import type { CreateEventBody, UpdateEventBody } from '@telemed/domain';
import type { ViewerEvent } from '@telemed/signals';

const iso = (time: number) => new Date(Math.round(time)).toISOString();

/** The body of POST .../events for an event the editor made. */
export function createEventBody(event: ViewerEvent): CreateEventBody {
  return {
    startDate: iso(event.start),
    endDate: iso(event.end),
    type: event.type,
    description: event.description ?? null,
    signal: event.signal,
    showInReport: event.showInReport ?? false,
  };
}

/**
 * The body of PATCH .../events/{id}: only what changed. A detected event's description is never
 * sent (clinical-domain §5 "The description of an automatically detected event cannot be changed").
 */
export function changedEventFields(before: ViewerEvent, after: ViewerEvent): UpdateEventBody {
  const body: UpdateEventBody = {};
  if (Math.round(before.start) !== Math.round(after.start)) body.startDate = iso(after.start);
  if (Math.round(before.end) !== Math.round(after.end)) body.endDate = iso(after.end);
  if (before.type !== after.type) body.type = after.type;
  if (before.signal !== after.signal) body.signal = after.signal;
  if ((before.showInReport ?? false) !== (after.showInReport ?? false))
    body.showInReport = after.showInReport ?? false;
  if (after.origin === 'user' && (before.description ?? null) !== (after.description ?? null))
    body.description = after.description ?? null;
  return body;
}

/** True for a failure a later attempt may get past: no answer, or the server's own trouble. */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
}
