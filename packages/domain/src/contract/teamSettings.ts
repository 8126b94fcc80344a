import { z } from 'zod';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../rules/limits';
import { MessageResponseSchema } from '../schemas/auth';
import {
  LogoFileParamsSchema,
  MemberParamsSchema,
  TeamParamsSchema,
  UploadGrantParamsSchema,
} from '../schemas/routeParams';
import { TeamSchema } from '../schemas/team';
import {
  CovidIntakeSettingsSchema,
  DeleteTeamBodySchema,
  LogoUploadBodySchema,
  LogoUploadResponseSchema,
  MemberNotificationSettingsSchema,
  OrderCreatedResponseSchema,
  TeamLogoSchema,
  TeamSpecsSchema,
  UpdateNotificationSettingsBodySchema,
  UpdateTeamBodySchema,
} from '../schemas/teamSettings';
import { BinaryAnswerSchema, endpoint, errorResponses } from './endpoint';

/**
 * Clinic settings (platform-core §7 "Members and teams", clinical-domain §2): specs, details,
 * logo, removal, the order flag, the COVID intake's limits and notification settings. The logo upload's signed URL is its
 * own permission, and logo images are served without a token, as avatars are.
 */
export const teamSettingsContract = {
  /** What a clinic's details may hold, by country. */
  getTeamSpecs: endpoint({
    method: 'GET',
    path: '/teams/specs',
    access: 'signedIn',
    responses: { 200: TeamSpecsSchema, ...errorResponses },
  }),
  /** Sets the clinic's business details; the business id is checked per country. */
  updateTeamDetails: endpoint({
    method: 'PUT',
    path: '/teams/:teamId',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: UpdateTeamBodySchema,
    responses: { 200: TeamSchema, ...errorResponses },
  }),
  /** Removes the clinic, irreversibly, confirmed by the administrator's current password. */
  deleteTeam: endpoint({
    method: 'DELETE',
    path: '/teams/:teamId',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: DeleteTeamBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Where to upload a new logo: a signed URL of {@link teamSettingsContract.uploadTeamLogo}. */
  requestTeamLogoUpload: endpoint({
    method: 'POST',
    path: '/teams/:teamId/logo',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: LogoUploadBodySchema,
    responses: { 200: LogoUploadResponseSchema, ...errorResponses },
  }),
  /** Stores the logo's bytes at the signed URL. */
  uploadTeamLogo: endpoint({
    method: 'PUT',
    path: '/uploads/team-logo/:grant',
    access: 'public',
    params: UploadGrantParamsSchema,
    rawBody: { contentTypes: AVATAR_CONTENT_TYPES, maxBytes: AVATAR_MAX_BYTES },
    responses: { 200: TeamLogoSchema, ...errorResponses },
  }),
  /** A stored logo image; its random file name never changes content. */
  teamLogoFile: endpoint({
    method: 'GET',
    path: '/team-logos/:teamId/:fileName',
    access: 'public',
    params: LogoFileParamsSchema,
    responses: { 200: BinaryAnswerSchema, ...errorResponses },
    binaryAnswer: true,
  }),
  /** Whether the clinic created an order (its activation). */
  getOrderCreated: endpoint({
    method: 'GET',
    path: '/teams/:teamId/order-created',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: OrderCreatedResponseSchema, ...errorResponses },
  }),
  /** The clinic's preset of the COVID intake's after-rest limits. */
  getCovidIntakeSettings: endpoint({
    method: 'GET',
    path: '/teams/:teamId/covid-intake-settings',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: CovidIntakeSettingsSchema, ...errorResponses },
  }),
  /** Chooses the preset; COVID examinations created from now on are judged by it. */
  updateCovidIntakeSettings: endpoint({
    method: 'PUT',
    path: '/teams/:teamId/covid-intake-settings',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: CovidIntakeSettingsSchema,
    responses: { 200: CovidIntakeSettingsSchema, ...errorResponses },
  }),
  /** How each member is told of examination status changes. */
  listNotificationSettings: endpoint({
    method: 'GET',
    path: '/teams/:teamId/notification-settings',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: z.array(MemberNotificationSettingsSchema), ...errorResponses },
  }),
  /** Sets how one member is told of examination status changes. */
  updateNotificationSettings: endpoint({
    method: 'PUT',
    path: '/teams/:teamId/notification-settings/:memberId',
    access: 'teamMember',
    params: MemberParamsSchema,
    body: UpdateNotificationSettingsBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
} as const;
