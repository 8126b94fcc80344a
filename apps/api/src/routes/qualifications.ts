import { qualificationsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { permitted } from '../services/permissions';

/**
 * Qualifications to tele-rehabilitation (see `qualificationsContract`): staff read and fill them
 * in, those who qualify move them along the graph, physicians decide the final qualification.
 */
export const qualificationsRoutes: FastifyPluginAsync = async (app) => {
  const qualifications = app.qualificationsService;

  implementRoutes(
    app,
    qualificationsContract,
    {
      list: async (request) => qualifications.list(request.params.teamId, request.query),

      get: async (request) =>
        qualifications.get(request.params.teamId, request.params.qualificationId),

      create: async (request) =>
        qualifications.create(request.params.teamId, request.teamMember, request.body),

      update: async (request) =>
        qualifications.update(request.params.teamId, request.params.qualificationId, request.body),

      changeState: async (request) =>
        qualifications.changeState(
          request.params.teamId,
          request.params.qualificationId,
          request.body.transition,
        ),

      changeFinalState: async (request) =>
        qualifications.changeFinalState(
          request.params.teamId,
          request.params.qualificationId,
          request.body.transition,
        ),
    },
    {
      list: permitted('qualifications.edit'),
      get: permitted('qualifications.edit'),
      create: permitted('qualifications.edit'),
      update: permitted('qualifications.edit'),
      changeState: permitted('qualifications.changeState'),
      changeFinalState: permitted('qualifications.decideFinal'),
    },
  );
};
