import { eventsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { announceEventChange } from '../realtime/eventChanges';

/** The events of an examination (see `eventsContract`); colleagues are told of every change. */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, eventsContract, {
    list: async (request) =>
      app.eventsService.list(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query,
      ),

    create: async (request) => {
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
      return event;
    },

    restore: async (request) => {
      const event = await app.eventsService.restore(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.body.token,
      );
      announceEventChange(app.realtime, request, {
        kind: 'created',
        eventId: event._id,
        startDate: event.startDate,
        endDate: event.endDate,
      });
      return event;
    },

    removeByOrigin: async (request) => {
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

    update: async (request) => {
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

    remove: async (request) => {
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
  });
};
