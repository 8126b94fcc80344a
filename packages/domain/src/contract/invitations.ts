import { z } from 'zod';
import { MessageResponseSchema } from '../schemas/auth';
import {
  CreateInvitationBodySchema,
  FlagInvitationBodySchema,
  InvitationSchema,
  JoinTeamBodySchema,
} from '../schemas/invitations';
import { AddEmployeeBodySchema } from '../schemas/members';
import {
  EmployeeParamsSchema,
  InvitationParamsSchema,
  TeamParamsSchema,
} from '../schemas/routeParams';
import { TeamSchema } from '../schemas/team';
import { endpoint, errorResponses } from './endpoint';

const teamInvitationsPath = '/teams/:teamId/invitations';

/**
 * Invitations and employees (platform-core §7 "Members and teams"). Administrators invite, list,
 * resend and revoke; the invitee, signed in with the invited address, lists, flags, accepts or
 * rejects their own invitations.
 */
export const invitationsContract = {
  /** The signed-in user's invitations. */
  listMyInvitations: endpoint({
    method: 'GET',
    path: '/teams/invitations',
    access: 'signedIn',
    responses: { 200: z.array(InvitationSchema), ...errorResponses },
  }),
  /** Accepts the pending invitation to a clinic; answers the clinic joined. */
  joinTeam: endpoint({
    method: 'POST',
    path: '/teams/joinToTeam',
    access: 'signedIn',
    body: JoinTeamBodySchema,
    responses: { 200: TeamSchema, ...errorResponses },
  }),
  /** The clinic's invitations. */
  listTeamInvitations: endpoint({
    method: 'GET',
    path: teamInvitationsPath,
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: z.array(InvitationSchema), ...errorResponses },
  }),
  /** Invites someone with a role; the strategy defaults to email. */
  createInvitation: endpoint({
    method: 'POST',
    path: teamInvitationsPath,
    access: 'teamMember',
    params: TeamParamsSchema,
    body: CreateInvitationBodySchema,
    responses: { 201: InvitationSchema, ...errorResponses },
  }),
  /** Rejects the signed-in user's invitation to the clinic. */
  rejectInvitation: endpoint({
    method: 'DELETE',
    path: teamInvitationsPath,
    access: 'signedIn',
    params: TeamParamsSchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Flags the signed-in user's invitation to the clinic as seen (or not). */
  flagInvitation: endpoint({
    method: 'PATCH',
    path: teamInvitationsPath,
    access: 'signedIn',
    params: TeamParamsSchema,
    body: FlagInvitationBodySchema,
    responses: { 200: InvitationSchema, ...errorResponses },
  }),
  /** Revokes a pending invitation. */
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: `${teamInvitationsPath}/:invitationId`,
    access: 'teamMember',
    params: InvitationParamsSchema,
    responses: { 200: InvitationSchema, ...errorResponses },
  }),
  /** Sends a pending invitation's mail again. */
  resendInvitation: endpoint({
    method: 'POST',
    path: `${teamInvitationsPath}/:invitationId/resend`,
    access: 'teamMember',
    params: InvitationParamsSchema,
    responses: { 200: InvitationSchema, ...errorResponses },
  }),
  /** Adds an employee by email and role: an invitation like any other. */
  addEmployee: endpoint({
    method: 'POST',
    path: '/teams/:teamId/employee',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: AddEmployeeBodySchema,
    responses: { 201: InvitationSchema, ...errorResponses },
  }),
  /** Invites a known user again. */
  reinviteEmployee: endpoint({
    method: 'POST',
    path: '/teams/:teamId/employee/:userId/invite',
    access: 'teamMember',
    params: EmployeeParamsSchema,
    responses: { 200: InvitationSchema, ...errorResponses },
  }),
} as const;
