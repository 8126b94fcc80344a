import {
  AddEmployeeBodySchema,
  CreateInvitationBodySchema,
  FlagInvitationBodySchema,
  InvitationSchema,
  JoinTeamBodySchema,
  MessageResponseSchema,
  TeamSchema,
} from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id, TeamParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { teamRoom, userRoom } from '../plugins/realtime';
import { permitted } from '../services/permissions';

const InvitationParams = z.object({ teamId: id(), invitationId: id() });

/**
 * Invitations and employees (platform-core §7 "Members and teams"). Administrators invite, list,
 * resend and revoke (403 for other roles and outsiders); the invitee, signed in with the invited
 * address, lists, flags, accepts or rejects their own invitations.
 */
export const invitationsRoutes: ZodRoutes = async (app) => {
  const invitations = app.invitationsService;
  const manage = permitted(app, 'invitations.manage');

  app.addHook('onRequest', app.authenticate);

  app.get(
    '/teams/invitations',
    { schema: { response: { 200: z.array(InvitationSchema), ...errorResponses } } },
    async (request) => invitations.listOfUser(request.userId),
  );

  app.post(
    '/teams/joinToTeam',
    { schema: { body: JoinTeamBodySchema, response: { 200: TeamSchema, ...errorResponses } } },
    async (request) => {
      const team = await invitations.accept(request.userId, request.body.teamId);
      // As on team creation: this server's sockets join at once, the others through the adapter.
      app.realtime.local.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
      app.realtime.in(userRoom(request.userId)).socketsJoin(teamRoom(team._id));
      return team;
    },
  );

  app.get(
    '/teams/:teamId/invitations',
    {
      ...manage,
      schema: {
        params: TeamParams,
        response: { 200: z.array(InvitationSchema), ...errorResponses },
      },
    },
    async (request) => invitations.listOfTeam(request.params.teamId, request.teamMember),
  );

  app.post(
    '/teams/:teamId/invitations',
    {
      ...manage,
      schema: {
        params: TeamParams,
        body: CreateInvitationBodySchema,
        response: { 201: InvitationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invitation = await invitations.invite(
        request.params.teamId,
        request.teamMember,
        request.body,
        request.context.language,
      );
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    '/teams/:teamId/invitations',
    { schema: { params: TeamParams, response: { 200: MessageResponseSchema, ...errorResponses } } },
    async (request) => invitations.reject(request.userId, request.params.teamId),
  );

  app.patch(
    '/teams/:teamId/invitations',
    {
      schema: {
        params: TeamParams,
        body: FlagInvitationBodySchema,
        response: { 200: InvitationSchema, ...errorResponses },
      },
    },
    async (request) => invitations.flag(request.userId, request.params.teamId, request.body.seen),
  );

  app.delete(
    '/teams/:teamId/invitations/:invitationId',
    {
      ...manage,
      schema: {
        params: InvitationParams,
        response: { 200: InvitationSchema, ...errorResponses },
      },
    },
    async (request) =>
      invitations.revoke(request.params.teamId, request.teamMember, request.params.invitationId),
  );

  app.post(
    '/teams/:teamId/invitations/:invitationId/resend',
    {
      ...manage,
      schema: {
        params: InvitationParams,
        response: { 200: InvitationSchema, ...errorResponses },
      },
    },
    async (request) =>
      invitations.resend(
        request.params.teamId,
        request.teamMember,
        request.params.invitationId,
        request.context.language,
      ),
  );

  app.post(
    '/teams/:teamId/employee',
    {
      ...manage,
      schema: {
        params: TeamParams,
        body: AddEmployeeBodySchema,
        response: { 201: InvitationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const invitation = await invitations.invite(
        request.params.teamId,
        request.teamMember,
        request.body,
        request.context.language,
      );
      return reply.status(201).send(invitation);
    },
  );

  app.post(
    '/teams/:teamId/employee/:userId/invite',
    {
      ...manage,
      schema: {
        params: z.object({ teamId: id(), userId: id() }),
        response: { 200: InvitationSchema, ...errorResponses },
      },
    },
    async (request) =>
      invitations.reinviteUser(
        request.params.teamId,
        request.teamMember,
        request.params.userId,
        request.context.language,
      ),
  );
};
