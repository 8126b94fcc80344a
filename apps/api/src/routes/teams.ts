import { CreateTeamBodySchema, MemberSchema, TeamSchema } from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';

/** Clinics of the signed-in user. Routes under /teams/:teamId require membership. */
export const teamsRoutes: ZodRoutes = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/teams',
    { schema: { response: { 200: z.array(TeamSchema), ...errorResponses } } },
    async (request) => app.teamsService.listForUser(request.userId),
  );

  app.post(
    '/teams',
    { schema: { body: CreateTeamBodySchema, response: { 201: TeamSchema, ...errorResponses } } },
    async (request, reply) =>
      reply.status(201).send(await app.teamsService.create(request.userId, request.body)),
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
