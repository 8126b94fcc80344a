import { CreateTeamBodySchema, MemberSchema, TeamSchema } from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { teamRoom, userRoom } from '../plugins/realtime';

/** Clinics of the signed-in user. Routes under /teams/:teamId require membership. */
export const teamsRoutes: ZodRoutes = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/teams',
    { schema: { response: { 200: z.array(TeamSchema), ...errorResponses } } },
    async (request) => app.teamsService.listForUser(request.userId),
  );

  app.post(
    '/teams',
    { schema: { body: CreateTeamBodySchema, response: { 201: TeamSchema, ...errorResponses } } },
    async (request, reply) => {
      const team = await app.teamsService.create(request.userId, request.body);
      // Sockets joined their team rooms on connect; add the creator's open sockets to the new one.
      // First on this server, synchronously: behind the PostgreSQL adapter a cluster-wide join is
      // applied only after its NOTIFY round trip, and a broadcast sent right after this answer
      // could overtake it. Then on the other servers through the adapter.
      app.realtime.local.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
      app.realtime.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
      return reply.status(201).send(team);
    },
  );

  app.get(
    '/teams/:teamId/member/me',
    {
      preHandler: app.requireTeamMember,
      schema: {
        params: z.object({ teamId: z.uuid({ error: 'invalidFormat' }) }),
        response: { 200: MemberSchema, ...errorResponses },
      },
    },
    async (request) => request.teamMember,
  );
};
