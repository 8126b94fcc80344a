import { z } from 'zod';
import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { CLIENT_ERROR_MESSAGES } from '../rules/errorCodes';
import { TeamParamsSchema } from '../schemas/routeParams';
import {
  AdminTeamSchema,
  FeatureVisibilitySchema,
  SetFeatureVisibilitiesBodySchema,
} from '../schemas/teamSettings';
import { endpoint, errorResponses } from './endpoint';

/**
 * Feature visibilities (platform-core §3, §7): every member reads their clinic's; site
 * administrators list clinics and set them.
 */
export const featuresContract = {
  /** The clinic's features; any failure reads 'Error fetching feature visibilities' (§8). */
  listFeatureVisibilities: endpoint({
    method: 'GET',
    path: '/teams/:teamId/feature-visibilities',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: z.array(FeatureVisibilitySchema), ...errorResponses },
    client: {
      failureMessage: {
        text: CLIENT_ERROR_MESSAGES.featureVisibilitiesFailed,
        messageKey: ERROR_MESSAGE_KEYS.featureVisibilitiesFailed,
      },
    },
  }),
  /** Every clinic with its member count and features. */
  listAdminTeams: endpoint({
    method: 'GET',
    path: '/admin/teams',
    access: 'siteAdmin',
    responses: { 200: z.array(AdminTeamSchema), ...errorResponses },
  }),
  /** Replaces a clinic's features. */
  setFeatureVisibilities: endpoint({
    method: 'PUT',
    path: '/admin/teams/:teamId/feature-visibilities',
    access: 'siteAdmin',
    params: TeamParamsSchema,
    body: SetFeatureVisibilitiesBodySchema,
    responses: { 200: z.array(FeatureVisibilitySchema), ...errorResponses },
  }),
} as const;
