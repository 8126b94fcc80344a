import { beatsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { announceEventChange } from '../realtime/eventChanges';

/**
 * The beats of a Holter recording (see `beatsContract`); colleagues with the examination open are
 * told which span a beat update changed.
 */
export const beatsRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, beatsContract, {
    list: async (request) =>
      app.beatsService.list(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),

    update: async (request) => {
      const { answer, span } = await app.beatsService.update(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.body,
      );
      if (span) announceEventChange(app.realtime, request, { kind: 'beatsRelabelled', ...span });
      return answer;
    },
  });
};
