import {
  CreateEventBodySchema,
  DeletedEventsSchema,
  DeleteEventsQuerySchema,
  EventsQuerySchema,
  EventsResponseSchema,
  ExaminationEventSchema,
  UpdateEventBodySchema,
} from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id, ExaminationParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { announceEventChange } from '../realtime/eventChanges';

const EventParams = z.object({ teamId: id(), examinationId: id(), eventId: id() });

/**
 * The events of an examination (platform-core §7 GET/POST .../events, PATCH/DELETE
 * .../events/{eventId}; DELETE .../events?origin= removes one origin's). Members of the clinic;
 * staff change them, a patient reads their own.
 */
export const eventsRoutes: ZodRoutes = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const member = { preHandler: app.requireTeamMember };
  const eventsPath = '/teams/:teamId/examinations/:examinationId/events';

  app.get(
    eventsPath,
    {
      ...member,
      schema: {
        params: ExaminationParams,
        querystring: EventsQuerySchema,
        response: { 200: EventsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.eventsService.list(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query,
      ),
  );

  app.post(
    eventsPath,
    {
      ...member,
      schema: {
        params: ExaminationParams,
        body: CreateEventBodySchema,
        response: { 201: ExaminationEventSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await app.eventsService.create(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.body,
      );
      announceEventChange(app.realtime, request, {
        kind: 'created',
        eventId: event._id,
        startDate: event.startDate,
        endDate: event.endDate,
      });
      return reply.status(201).send(event);
    },
  );

  app.delete(
    eventsPath,
    {
      ...member,
      schema: {
        params: ExaminationParams,
        querystring: DeleteEventsQuerySchema,
        response: { 200: DeletedEventsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await app.eventsService.deleteByOrigin(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query.origin,
      );
      announceEventChange(app.realtime, request, {
        kind: 'removedByOrigin',
        origin: request.query.origin,
      });
      return deleted;
    },
  );

  app.patch(
    `${eventsPath}/:eventId`,
    {
      ...member,
      schema: {
        params: EventParams,
        body: UpdateEventBodySchema,
        response: { 200: ExaminationEventSchema, ...errorResponses },
      },
    },
    async (request) => {
      const event = await app.eventsService.update(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.params.eventId,
        request.body,
      );
      announceEventChange(app.realtime, request, {
        kind: 'updated',
        eventId: event._id,
        startDate: event.startDate,
        endDate: event.endDate,
      });
      return event;
    },
  );

  app.delete(
    `${eventsPath}/:eventId`,
    {
      ...member,
      schema: {
        params: EventParams,
        response: { 200: DeletedEventsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await app.eventsService.delete(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.params.eventId,
      );
      announceEventChange(app.realtime, request, {
        kind: 'deleted',
        eventId: request.params.eventId,
      });
      return deleted;
    },
  );
};
