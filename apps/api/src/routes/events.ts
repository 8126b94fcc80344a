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
    async (request) =>
      app.eventsService.deleteByOrigin(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query.origin,
      ),
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
    async (request) =>
      app.eventsService.update(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.params.eventId,
        request.body,
      ),
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
    async (request) =>
      app.eventsService.delete(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.params.eventId,
      ),
  );
};
