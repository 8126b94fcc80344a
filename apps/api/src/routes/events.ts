import { eventsContract } from '@telemed/domain';
import type { ExaminationEvent } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { announceEventChange } from '../realtime/eventChanges';

/** The events of an examination (see `eventsContract`); colleagues are told of every change. */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  /** Tells colleagues of an event saved here, with the span a viewer shows it in. */
  const announceSaved = (
    request: Parameters<typeof announceEventChange>[1],
    kind: 'created' | 'updated',
    event: ExaminationEvent,
  ) =>
    announceEventChange(app.realtime, request, {
      kind,
      eventId: event._id,
      startDate: event.startDate,
      endDate: event.endDate,
    });

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
      announceSaved(request, 'created', event);
      return event;
    },

    restore: async (request) => {
      const event = await app.eventsService.restore(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.body.token,
      );
      announceSaved(request, 'created', event);
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
      announceSaved(request, 'updated', event);
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
