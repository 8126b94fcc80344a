import { actionPlansContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { permitted } from '../services/permissions';

/**
 * Action plans (see `actionPlansContract`): staff make them from an examination and move their
 * actions along; the examination's patient answers the questionnaires (the service checks the
 * action is theirs).
 */
export const actionPlansRoutes: FastifyPluginAsync = async (app) => {
  const actionPlans = app.actionPlansService;

  implementRoutes(
    app,
    actionPlansContract,
    {
      questionnaires: async () => actionPlans.questionnaires(),

      create: async (request) =>
        actionPlans.create(
          request.params.teamId,
          request.teamMember,
          request.params.examinationId,
          request.body.actions,
        ),

      get: async (request) =>
        actionPlans.get(request.params.teamId, request.teamMember, request.params.examinationId),

      changeStatus: async (request) =>
        actionPlans.changeStatus(
          request.params.teamId,
          request.params.actionId,
          request.body.status,
        ),

      answer: async (request) =>
        actionPlans.answer(
          request.params.teamId,
          request.teamMember,
          request.params.actionId,
          request.body.questionnaries,
        ),

      currentActions: async (request) =>
        actionPlans.currentActions(request.userId, request.params.memberId),
    },
    {
      create: permitted('actionPlans.manage'),
      changeStatus: permitted('actionPlans.manage'),
    },
  );
};
