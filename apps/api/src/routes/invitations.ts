import { invitationsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { teamRoom, userRoom } from '../plugins/realtime';
import { permitted } from '../services/permissions';

/**
 * Invitations and employees (see `invitationsContract`). Administrators invite, list, resend and
 * revoke (403 for other roles and outsiders); the invitee, signed in with the invited address,
 * lists, flags, accepts or rejects their own invitations.
 */
export const invitationsRoutes: FastifyPluginAsync = async (app) => {
  const invitations = app.invitationsService;
  const manage = permitted('invitations.manage');

  implementRoutes(
    app,
    invitationsContract,
    {
      listMyInvitations: async (request) => invitations.listOfUser(request.userId),

      joinTeam: async (request) => {
        const team = await invitations.accept(request.userId, request.body.teamId);
        // As on team creation: this server's sockets join at once, the others through the adapter.
        app.realtime.local.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
        app.realtime.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
        return team;
      },

      listTeamInvitations: async (request) =>
        invitations.listOfTeam(request.params.teamId, request.teamMember),

      createInvitation: async (request) =>
        invitations.invite(
          request.params.teamId,
          request.teamMember,
          request.body,
          request.context.language,
        ),

      rejectInvitation: async (request) =>
        invitations.reject(request.userId, request.params.teamId),

      flagInvitation: async (request) =>
        invitations.flag(request.userId, request.params.teamId, request.body.seen),

      revokeInvitation: async (request) =>
        invitations.revoke(request.params.teamId, request.teamMember, request.params.invitationId),

      resendInvitation: async (request) =>
        invitations.resend(
          request.params.teamId,
          request.teamMember,
          request.params.invitationId,
          request.context.language,
        ),

      addEmployee: async (request) =>
        invitations.invite(
          request.params.teamId,
          request.teamMember,
          request.body,
          request.context.language,
        ),

      reinviteEmployee: async (request) =>
        invitations.reinviteUser(
          request.params.teamId,
          request.teamMember,
          request.params.userId,
          request.context.language,
        ),
    },
    {
      listTeamInvitations: manage,
      createInvitation: manage,
      revokeInvitation: manage,
      resendInvitation: manage,
      addEmployee: manage,
      reinviteEmployee: manage,
    },
  );
};
