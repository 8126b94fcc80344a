import type { Member } from '@telemed/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tokenExpiredOrInvalid } from '../http/apiError';
import { siteAdministratorsOnly } from '../services/permissions';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: answers 401 TOKEN_EXPIRED_OR_INVALID unless the bearer token is valid and
     * its session still going. It runs before the body is read or validated, so an anonymous
     * caller never gets further than 401.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler (after validation): answers 403 unless the user belongs to `:teamId`. */
    requireTeamMember: (request: FastifyRequest) => Promise<void>;
    /** preHandler: answers 403 unless the user is a site administrator (platform-core §6). */
    requireSiteAdministrator: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by `authenticate`. */
    userId: string;
    /** The id of the session the bearer token belongs to; set by `authenticate`. */
    sessionId: string;
    /** The signed-in user's member record in the route's team; set by `requireTeamMember`. */
    teamMember: Member;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { sessions } = app;
    app.decorateRequest('userId', '');
    app.decorateRequest('sessionId', '');
    app.decorateRequest('teamMember', null as unknown as Member);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.context.bearerToken;
      const session = token ? await sessions.verify(token) : null;
      if (!session) throw tokenExpiredOrInvalid();
      request.userId = session.userId;
      request.sessionId = session.sessionId;
    });

    app.decorate('requireTeamMember', async (request: FastifyRequest) => {
      const { teamId } = request.params as { teamId: string };
      request.teamMember = await app.teamsService.memberOf(teamId, request.userId);
    });

    app.decorate('requireSiteAdministrator', siteAdministratorsOnly(app.usersRepository));
  },
  { name: 'auth', dependencies: ['request-context', 'services'] },
);
