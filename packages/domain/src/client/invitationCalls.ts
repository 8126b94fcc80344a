import { z } from 'zod';
import { MessageResponseSchema } from '../schemas/auth';
import type { MessageResponse } from '../schemas/auth';
import { InvitationSchema } from '../schemas/invitations';
import type { CreateInvitationBody, Invitation } from '../schemas/invitations';
import type { AddEmployeeBody } from '../schemas/members';
import { TeamSchema } from '../schemas/team';
import type { Team } from '../schemas/team';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';

const InvitationListSchema = z.array(InvitationSchema);

export function createInvitation(
  core: ApiCore,
  teamId: string,
  body: CreateInvitationBody,
  options?: CallOptions,
): Promise<Invitation> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/invitations`,
    body: { strategy: 'email', ...body },
    schema: InvitationSchema,
  });
}

export function listTeamInvitations(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<Invitation[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/invitations`,
    schema: InvitationListSchema,
  });
}

export function listMyInvitations(core: ApiCore, options?: CallOptions): Promise<Invitation[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'teams/invitations',
    schema: InvitationListSchema,
  });
}

export function joinTeam(core: ApiCore, teamId: string, options?: CallOptions): Promise<Team> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'teams/joinToTeam',
    body: { teamId },
    schema: TeamSchema,
  });
}

export function rejectInvitation(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: encodePath`teams/${teamId}/invitations`,
    schema: MessageResponseSchema,
  });
}

export function flagInvitation(
  core: ApiCore,
  teamId: string,
  seen: boolean,
  options?: CallOptions,
): Promise<Invitation> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: encodePath`teams/${teamId}/invitations`,
    body: { seen },
    schema: InvitationSchema,
  });
}

export function revokeInvitation(
  core: ApiCore,
  teamId: string,
  invitationId: string,
  options?: CallOptions,
): Promise<Invitation> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: encodePath`teams/${teamId}/invitations/${invitationId}`,
    schema: InvitationSchema,
  });
}

export function resendInvitation(
  core: ApiCore,
  teamId: string,
  invitationId: string,
  options?: CallOptions,
): Promise<Invitation> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/invitations/${invitationId}/resend`,
    schema: InvitationSchema,
  });
}

export function addEmployee(
  core: ApiCore,
  teamId: string,
  body: AddEmployeeBody,
  options?: CallOptions,
): Promise<Invitation> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/employee`,
    body,
    schema: InvitationSchema,
  });
}

export function reinviteEmployee(
  core: ApiCore,
  teamId: string,
  userId: string,
  options?: CallOptions,
): Promise<Invitation> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/employee/${userId}/invite`,
    schema: InvitationSchema,
  });
}
