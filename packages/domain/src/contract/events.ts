import {
  CreateEventBodySchema,
  DeletedEventsSchema,
  DeleteEventsQuerySchema,
  EventsQuerySchema,
  EventsResponseSchema,
  ExaminationEventSchema,
  RestoreEventBodySchema,
  UpdateEventBodySchema,
} from '../schemas/events';
import { EventParamsSchema, ExaminationParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

const eventsPath = '/teams/:teamId/examinations/:examinationId/events';

/**
 * The events of an examination (platform-core §7 GET/POST .../events, PATCH/DELETE
 * .../events/{eventId}; DELETE .../events?origin= removes one origin's). Members of the clinic;
 * staff change them, a patient reads their own.
 */
export const eventsContract = {
  /** The events overlapping a window, oldest first. */
  list: endpoint({
    method: 'GET',
    path: eventsPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    query: EventsQuerySchema,
    responses: { 200: EventsResponseSchema, ...errorResponses },
  }),
  /** Scores an event; `signal` defaults to 'all', origin to 'user'. */
  create: endpoint({
    method: 'POST',
    path: eventsPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    body: CreateEventBodySchema,
    responses: { 201: ExaminationEventSchema, ...errorResponses },
  }),
  /** Changes an event; the description of a detected event is read-only. */
  update: endpoint({
    method: 'PATCH',
    path: `${eventsPath}/:eventId`,
    access: 'teamMember',
    params: EventParamsSchema,
    body: UpdateEventBodySchema,
    responses: { 200: ExaminationEventSchema, ...errorResponses },
  }),
  /** Deletes one event. */
  remove: endpoint({
    method: 'DELETE',
    path: `${eventsPath}/:eventId`,
    access: 'teamMember',
    params: EventParamsSchema,
    responses: { 200: DeletedEventsSchema, ...errorResponses },
  }),
  /**
   * Brings a deleted event back as it was — id, description and origin included — from the token
   * its deletion answered (the review's undo); a forged, altered, expired or other examination's
   * token is refused on `token`. Restoring twice answers the event once restored.
   */
  restore: endpoint({
    method: 'POST',
    path: `${eventsPath}/restore`,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    body: RestoreEventBodySchema,
    responses: { 201: ExaminationEventSchema, ...errorResponses },
  }),
  /** Removes every event of one origin, e.g. before a new analysis. */
  removeByOrigin: endpoint({
    method: 'DELETE',
    path: eventsPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    query: DeleteEventsQuerySchema,
    responses: { 200: DeletedEventsSchema, ...errorResponses },
  }),
} as const;
