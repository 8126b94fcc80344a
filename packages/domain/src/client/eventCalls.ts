import {
  DeletedEventsSchema,
  EventsResponseSchema,
  ExaminationEventSchema,
} from '../schemas/events';
import type {
  CreateEventBody,
  DeletedEvents,
  EventOrigin,
  EventsQuery,
  EventsResponse,
  ExaminationEvent,
  UpdateEventBody,
} from '../schemas/events';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';
import type { ExaminationRef } from './examinationCalls';

const eventsPath = ({ teamId, examinationId }: ExaminationRef) =>
  encodePath`teams/${teamId}/examinations/${examinationId}/events`;

export function listEvents(
  core: ApiCore,
  ref: ExaminationRef,
  query: EventsQuery = {},
  options?: CallOptions,
): Promise<EventsResponse> {
  return core.request({
    ...options,
    method: 'GET',
    path: eventsPath(ref),
    query: { ...query },
    schema: EventsResponseSchema,
  });
}

export function createEvent(
  core: ApiCore,
  ref: ExaminationRef,
  body: CreateEventBody,
  options?: CallOptions,
): Promise<ExaminationEvent> {
  return core.request({
    ...options,
    method: 'POST',
    path: eventsPath(ref),
    body,
    schema: ExaminationEventSchema,
  });
}

export function updateEvent(
  core: ApiCore,
  ref: ExaminationRef,
  eventId: string,
  body: UpdateEventBody,
  options?: CallOptions,
): Promise<ExaminationEvent> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: `${eventsPath(ref)}/${encodeURIComponent(eventId)}`,
    body,
    schema: ExaminationEventSchema,
  });
}

export function deleteEvent(
  core: ApiCore,
  ref: ExaminationRef,
  eventId: string,
  options?: CallOptions,
): Promise<DeletedEvents> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: `${eventsPath(ref)}/${encodeURIComponent(eventId)}`,
    schema: DeletedEventsSchema,
  });
}

export function deleteEventsByOrigin(
  core: ApiCore,
  ref: ExaminationRef,
  origin: EventOrigin,
  options?: CallOptions,
): Promise<DeletedEvents> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: eventsPath(ref),
    query: { origin },
    schema: DeletedEventsSchema,
  });
}
