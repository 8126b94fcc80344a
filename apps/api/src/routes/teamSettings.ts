import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  TEAM_SPECS,
  teamSettingsContract,
} from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { permitted } from '../services/permissions';

/**
 * Clinic settings (see `teamSettingsContract`): specs, details, logo, removal, the order flag
 * and notification settings, with the permission of docs/permissions.md. The logo upload's
 * signed URL is its grant; logo images are public.
 */
export const teamSettingsRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.teamSettingsService;

  // Logo bodies arrive as raw bytes, like avatars.
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  implementRoutes(
    app,
    teamSettingsContract,
    {
      getTeamSpecs: async () => TEAM_SPECS,

      updateTeamDetails: async (request) =>
        settings.updateDetails(
          request.params.teamId,
          request.teamMember,
          request.userId,
          request.body as Required<typeof request.body>,
        ),

      deleteTeam: async (request) =>
        settings.deleteTeam(
          request.params.teamId,
          request.teamMember,
          request.userId,
          request.body,
        ),

      requestTeamLogoUpload: async (request) =>
        settings.createLogoUpload(
          request.params.teamId,
          request.teamMember,
          request.body.contentType,
        ),

      uploadTeamLogo: async (request) =>
        settings.storeLogo(
          request.params.grant,
          request.headers['content-type'] ?? '',
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        ),

      teamLogoFile: async (request, reply) => {
        const logo = await settings.readLogo(request.params.teamId, request.params.fileName);
        // File names are random per upload, so a logo URL never changes content.
        reply.type(logo.contentType).header('cache-control', 'public, max-age=31536000, immutable');
        return logo.bytes;
      },

      getOrderCreated: async (request) => app.ordersService.hasOrders(request.params.teamId),

      getCovidIntakeSettings: async (request) =>
        settings.getCovidIntakeSettings(request.params.teamId, request.teamMember),

      updateCovidIntakeSettings: async (request) =>
        settings.updateCovidIntakeSettings(request.params.teamId, request.teamMember, request.body),

      listNotificationSettings: async (request) =>
        settings.listNotificationSettings(request.params.teamId, request.teamMember),

      updateNotificationSettings: async (request) =>
        settings.updateNotificationSettings(
          request.params.teamId,
          request.teamMember,
          request.params.memberId,
          request.body,
        ),
    },
    {
      updateTeamDetails: permitted('team.edit'),
      deleteTeam: {
        ...permitted('team.delete'),
        // The administrator's password is checked: counted with the user's other wrong passwords.
        config: { throttle: 'passwordCheck' },
      },
      requestTeamLogoUpload: permitted('team.edit'),
      getOrderCreated: permitted('team.read'),
      getCovidIntakeSettings: permitted('team.read'),
      updateCovidIntakeSettings: permitted('team.edit'),
      listNotificationSettings: permitted('team.read'),
      updateNotificationSettings: permitted('team.read'),
    },
  );
};
