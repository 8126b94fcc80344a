import { AUTOMATIC_EVENT_ORIGINS } from '@telemed/domain';
import type { EventOrigin } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';

/** Where an event came from (spec platform-core §3 Event, clinical-domain §3). */
export type ViewerEventOrigin = EventOrigin;

/**
 * An event as the viewer draws and edits it: the API's Event (spec platform-core §3) with epoch
 * milliseconds instead of ISO strings, so drawing and indexing never parse dates.
 */
export interface ViewerEvent {
  id: string;
  /** An event type code of clinical-domain §3, e.g. `APNEA_OBSTRUCTIVE`. */
  type: string;
  /** Epoch ms. */
  start: number;
  /** Epoch ms, at or after `start` (a Holter beat is an instant). */
  end: number;
  /** The channel id it lies on, or `ALL_SIGNALS` of @telemed/domain. */
  signal: string;
  origin: ViewerEventOrigin;
  description?: string | null;
  showInReport?: boolean;
}

/**
 * True for events a detector produced: their description is read-only (spec clinical-domain §5,
 * "The description of an automatically detected event cannot be changed").
 */
export function isAutomaticEvent(event: Pick<ViewerEvent, 'origin'>): boolean {
  return AUTOMATIC_EVENT_ORIGINS.includes(event.origin);
}

/** True when the event and the window share at least an instant. */
export function eventOverlaps(event: Pick<ViewerEvent, 'start' | 'end'>, window: TimeWindow) {
  return event.end >= window.start && event.start <= window.end;
}
