import { teamsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { teamRoom, userRoom } from '../plugins/realtime';

/** Clinics of the signed-in user. */
export const teamsRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, teamsContract, {
    list: async (request) => app.teamsService.listForUser(request.userId),

    create: async (request) => {
      const team = await app.teamsService.create(request.userId, request.body);
      // Sockets joined their team rooms on connect; add the creator's open sockets to the new one.
      // First on this server, synchronously: behind the PostgreSQL adapter a cluster-wide join is
      // applied only after its NOTIFY round trip, and a broadcast sent right after this answer
      // could overtake it. Then on the other servers through the adapter.
      app.realtime.local.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
      app.realtime.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
      return team;
    },

    myMember: async (request) => request.teamMember,
  });
};
