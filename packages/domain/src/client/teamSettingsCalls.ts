import { z } from 'zod';
import { CLIENT_ERROR_MESSAGES } from '../rules/errorCodes';
import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { MessageResponseSchema } from '../schemas/auth';
import type { MessageResponse } from '../schemas/auth';
import { TeamSchema } from '../schemas/team';
import type { Team } from '../schemas/team';
import {
  AdminTeamSchema,
  FeatureVisibilitySchema,
  LogoUploadResponseSchema,
  MemberNotificationSettingsSchema,
  OrderCreatedResponseSchema,
  TeamSpecsSchema,
} from '../schemas/teamSettings';
import type {
  AdminTeam,
  DeleteTeamBody,
  FeatureName,
  FeatureVisibility,
  LogoUploadBody,
  LogoUploadResponse,
  MemberNotificationSettings,
  OrderCreatedResponse,
  TeamSpecs,
  UpdateNotificationSettingsBody,
  UpdateTeamBody,
} from '../schemas/teamSettings';
import type { ApiCore, CallOptions } from './ApiCore';
import { ApiRequestError } from './ApiRequestError';
import { encodePath } from './buildUrl';

const FeatureVisibilityListSchema = z.array(FeatureVisibilitySchema);

export function getTeamSpecs(core: ApiCore, options?: CallOptions): Promise<TeamSpecs> {
  return core.request({ ...options, method: 'GET', path: 'teams/specs', schema: TeamSpecsSchema });
}

export function updateTeamDetails(
  core: ApiCore,
  teamId: string,
  body: UpdateTeamBody,
  options?: CallOptions,
): Promise<Team> {
  return core.request({
    ...options,
    method: 'PUT',
    path: encodePath`teams/${teamId}`,
    body,
    schema: TeamSchema,
  });
}

/** Deletes the clinic for ever, confirmed by the administrator's current password. */
export function deleteTeam(
  core: ApiCore,
  teamId: string,
  body: DeleteTeamBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: encodePath`teams/${teamId}`,
    body,
    schema: MessageResponseSchema,
  });
}

export function requestTeamLogoUpload(
  core: ApiCore,
  teamId: string,
  body: LogoUploadBody,
  options?: CallOptions,
): Promise<LogoUploadResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/logo`,
    body,
    schema: LogoUploadResponseSchema,
  });
}

export function uploadTeamLogo(
  core: ApiCore,
  uploadUrl: string,
  image: { content: BodyInit; contentType: LogoUploadBody['contentType'] },
  options?: CallOptions,
): Promise<{ logo: string }> {
  return core.request({
    ...options,
    method: 'PUT',
    path: uploadUrl,
    rawBody: image,
    schema: z.object({ logo: z.string() }),
  });
}

/**
 * Whether the clinic created an order. A failed check counts as no orders (platform-core §8),
 * except an aborted one, which still rejects.
 */
export async function getOrderCreated(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<OrderCreatedResponse> {
  try {
    return await core.request({
      ...options,
      method: 'GET',
      path: encodePath`teams/${teamId}/order-created`,
      schema: OrderCreatedResponseSchema,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 0 && options?.signal?.aborted) {
      throw error;
    }
    return { hasOrders: false };
  }
}

export function listNotificationSettings(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<MemberNotificationSettings[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/notification-settings`,
    schema: z.array(MemberNotificationSettingsSchema),
  });
}

export function updateNotificationSettings(
  core: ApiCore,
  teamId: string,
  memberId: string,
  body: UpdateNotificationSettingsBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'PUT',
    path: encodePath`teams/${teamId}/notification-settings/${memberId}`,
    body,
    schema: MessageResponseSchema,
  });
}

/** Any failure reads 'Error fetching feature visibilities' (platform-core §8). */
export function listFeatureVisibilities(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<FeatureVisibility[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/feature-visibilities`,
    schema: FeatureVisibilityListSchema,
    failureMessage: {
      text: CLIENT_ERROR_MESSAGES.featureVisibilitiesFailed,
      messageKey: ERROR_MESSAGE_KEYS.featureVisibilitiesFailed,
    },
  });
}

export function listAdminTeams(core: ApiCore, options?: CallOptions): Promise<AdminTeam[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'admin/teams',
    schema: z.array(AdminTeamSchema),
  });
}

export function setFeatureVisibilities(
  core: ApiCore,
  teamId: string,
  names: readonly FeatureName[],
  options?: CallOptions,
): Promise<FeatureVisibility[]> {
  return core.request({
    ...options,
    method: 'PUT',
    path: encodePath`admin/teams/${teamId}/feature-visibilities`,
    body: { names },
    schema: FeatureVisibilityListSchema,
  });
}
