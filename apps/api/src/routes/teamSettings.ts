import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  DeleteTeamBodySchema,
  LogoUploadBodySchema,
  LogoUploadResponseSchema,
  MemberNotificationSettingsSchema,
  MessageResponseSchema,
  OrderCreatedResponseSchema,
  TEAM_SPECS,
  TeamSchema,
  TeamSpecsSchema,
  UpdateNotificationSettingsBodySchema,
  UpdateTeamBodySchema,
} from '@telemed/domain';
import type { Permission } from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id, TeamParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { MembersRepository } from '../repositories/membersRepository';
import { TeamSettingsRepository } from '../repositories/teamSettingsRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { permitted } from '../services/permissions';
import { TeamLogoGrants } from '../services/teamLogoGrants';
import { TeamSettingsService } from '../services/teamSettingsService';

/**
 * Clinic settings (platform-core §7 "Members and teams", clinical-domain §2): specs, details,
 * logo, removal, the order flag and notification settings. Every route but the logo upload (its
 * signed URL is the grant) and the logo image needs a signed-in member with the permission of
 * docs/permissions.md.
 */
export const teamSettingsRoutes: ZodRoutes = async (app) => {
  const settings = new TeamSettingsService(
    app.db,
    new TeamSettingsRepository(app.db),
    new TeamsRepository(app.db),
    new MembersRepository(app.db),
    app.storage,
    new TeamLogoGrants(app.config.jwtSecret),
    new UsersRepository(app.db),
    app.passwordHasher,
    app.recordingsService,
    app.accessEndings,
  );
  const signedIn = { onRequest: app.authenticate };
  const allowed = (permission: Permission) => ({ ...signedIn, ...permitted(app, permission) });

  // Logo bodies arrive as raw bytes, like avatars.
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/teams/specs',
    { ...signedIn, schema: { response: { 200: TeamSpecsSchema, ...errorResponses } } },
    async () => TEAM_SPECS,
  );

  app.put(
    '/teams/:teamId',
    {
      ...allowed('team.edit'),
      schema: {
        params: TeamParams,
        body: UpdateTeamBodySchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) =>
      settings.updateDetails(
        request.params.teamId,
        request.teamMember,
        request.userId,
        request.body as Required<typeof request.body>,
      ),
  );

  app.delete(
    '/teams/:teamId',
    {
      ...allowed('team.delete'),
      // The password is checked: as many tries as sign-in allows.
      config: { rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        params: TeamParams,
        body: DeleteTeamBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      settings.deleteTeam(request.params.teamId, request.teamMember, request.userId, request.body),
  );

  app.post(
    '/teams/:teamId/logo',
    {
      ...allowed('team.edit'),
      schema: {
        params: TeamParams,
        body: LogoUploadBodySchema,
        response: { 200: LogoUploadResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      settings.createLogoUpload(
        request.params.teamId,
        request.teamMember,
        request.body.contentType,
      ),
  );

  app.put(
    '/uploads/team-logo/:grant',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        params: z.object({ grant: z.string().min(1) }),
        response: { 200: z.object({ logo: z.string() }), ...errorResponses },
      },
    },
    async (request) =>
      settings.storeLogo(
        request.params.grant,
        request.headers['content-type'] ?? '',
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      ),
  );

  app.get(
    '/team-logos/:teamId/:fileName',
    { schema: { params: z.object({ teamId: z.uuid(), fileName: z.string().min(1) }) } },
    async (request, reply) => {
      const logo = await settings.readLogo(request.params.teamId, request.params.fileName);
      // File names are random per upload, so a logo URL never changes content.
      return reply
        .type(logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(logo.bytes);
    },
  );

  app.get(
    '/teams/:teamId/order-created',
    {
      ...allowed('team.read'),
      schema: {
        params: TeamParams,
        response: { 200: OrderCreatedResponseSchema, ...errorResponses },
      },
    },
    async (request) => settings.orderCreated(request.params.teamId, request.teamMember),
  );

  app.get(
    '/teams/:teamId/notification-settings',
    {
      ...allowed('team.read'),
      schema: {
        params: TeamParams,
        response: { 200: z.array(MemberNotificationSettingsSchema), ...errorResponses },
      },
    },
    async (request) => settings.listNotificationSettings(request.params.teamId, request.teamMember),
  );

  app.put(
    '/teams/:teamId/notification-settings/:memberId',
    {
      ...allowed('team.read'),
      schema: {
        params: z.object({ teamId: id(), memberId: id() }),
        body: UpdateNotificationSettingsBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      settings.updateNotificationSettings(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
        request.body,
      ),
  );
};
