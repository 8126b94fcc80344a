import type { Member } from '@telemed/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tokenExpiredOrInvalid } from '../http/apiError';
import { UsersRepository } from '../repositories/usersRepository';
import { AccessTokens } from '../services/accessTokens';
import { siteAdministratorsOnly } from '../services/permissions';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * onRequest hook: answers 401 TOKEN_EXPIRED_OR_INVALID unless the bearer token is valid. It runs
     * before the body is read or validated, so an anonymous caller never gets further than 401.
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
    /** The signed-in user's member record in the route's team; set by `requireTeamMember`. */
    teamMember: Member;
  }
}

export const authPlugin = fp(
  async (app) => {
    const accessTokens = new AccessTokens(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('userId', '');
    app.decorateRequest('teamMember', null as unknown as Member);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.context.bearerToken;
      const userId = token ? await accessTokens.verifyAccessToken(token) : null;
      if (!userId) throw tokenExpiredOrInvalid();
      request.userId = userId;
    });

    app.decorate('requireTeamMember', async (request: FastifyRequest) => {
      const { teamId } = request.params as { teamId: string };
      // Looked up per request: the services plugin registers after this one.
      request.teamMember = await app.teamsService.memberOf(teamId, request.userId);
    });

    app.decorate('requireSiteAdministrator', siteAdministratorsOnly(new UsersRepository(app.db)));
  },
  { name: 'auth', dependencies: ['config', 'db', 'request-context'] },
);
