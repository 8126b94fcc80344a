import { MessageResponseSchema } from '../schemas/auth';
import {
  CreateMemberBodySchema,
  CreateMemberResponseSchema,
  CreateWeightBodySchema,
  MemberListQuerySchema,
  MemberQuestionnaireSchema,
  MemberQuestionnaireSpecSchema,
  SmsCodeResponseSchema,
  TeamMemberSchema,
  TeamWithMembersSchema,
  UpdateFullNameBodySchema,
  UpdateMemberBodySchema,
  UpdateMemberQuestionnaireBodySchema,
  UpdatePersonalDetailsBodySchema,
  WeightListQuerySchema,
  WeightListSchema,
  WeightSchema,
} from '../schemas/members';
import {
  MemberParamsSchema,
  MemberQuestionnaireParamsSchema,
  TeamParamsSchema,
  WeightParamsSchema,
} from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

const memberPath = '/teams/:teamId/members/:memberId';
const patientPath = '/teams/:teamId/user/:memberId';

/**
 * A clinic's members and patients (platform-core §7 "Members and teams"): the member list,
 * patients' records, names and personal details, SMS codes, resets, questionnaires, and the
 * signed-in user's weights. What a member's role allows is docs/permissions.md; a member of
 * another clinic answers 404 'Member not found'.
 */
export const membersContract = {
  /** The clinic with one page of its members (sorted, filtered) and their total. */
  getTeamWithMembers: endpoint({
    method: 'GET',
    path: '/teams/:teamId',
    access: 'teamMember',
    params: TeamParamsSchema,
    query: MemberListQuerySchema,
    responses: { 200: TeamWithMembersSchema, ...errorResponses },
  }),
  /** Creates a patient with the fields that were filled in. */
  createMember: endpoint({
    method: 'POST',
    path: '/teams/:teamId/user',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: CreateMemberBodySchema,
    responses: { 201: CreateMemberResponseSchema, ...errorResponses },
  }),
  /** One member with their record. */
  getMember: endpoint({
    method: 'GET',
    path: memberPath,
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: TeamMemberSchema, ...errorResponses },
  }),
  /** Changes a member: the role, archived (patients only) and any patient field; null clears one. */
  updateMember: endpoint({
    method: 'PATCH',
    path: memberPath,
    access: 'teamMember',
    params: MemberParamsSchema,
    body: UpdateMemberBodySchema,
    responses: { 200: TeamMemberSchema, ...errorResponses },
  }),
  /** Removes a member from the clinic. */
  removeMember: endpoint({
    method: 'DELETE',
    path: memberPath,
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Changes a patient's personal details, field by field (null clears one). */
  updatePersonalDetails: endpoint({
    method: 'PATCH',
    path: patientPath,
    access: 'teamMember',
    params: MemberParamsSchema,
    body: UpdatePersonalDetailsBodySchema,
    responses: { 200: TeamMemberSchema, ...errorResponses },
  }),
  /** Renames a patient. */
  updateFullName: endpoint({
    method: 'PUT',
    path: `${patientPath}/fullName`,
    access: 'teamMember',
    params: MemberParamsSchema,
    body: UpdateFullNameBodySchema,
    responses: { 200: TeamMemberSchema, ...errorResponses },
  }),
  /** A new 6-digit code for the patient's mobile app, sent by SMS. */
  generateSmsCode: endpoint({
    method: 'POST',
    path: `${memberPath}/code`,
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: SmsCodeResponseSchema, ...errorResponses },
  }),
  /** Logs the patient out of all devices; a new code must then be generated. */
  resetPatient: endpoint({
    method: 'POST',
    path: `${memberPath}/reset`,
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** The questions of the member questionnaire. */
  getQuestionnaireSpec: endpoint({
    method: 'GET',
    path: '/teams/:teamId/questionnairespec',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: MemberQuestionnaireSpecSchema, ...errorResponses },
  }),
  /** A member's questionnaire answers. */
  getMemberQuestionnaire: endpoint({
    method: 'GET',
    path: `${memberPath}/questionnaire`,
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: MemberQuestionnaireSchema, ...errorResponses },
  }),
  /** Merges answers into a member questionnaire (its clinic's staff, or the patient). */
  updateMemberQuestionnaire: endpoint({
    method: 'PATCH',
    path: '/teams/members/questionnaire/:questionnaireId',
    access: 'signedIn',
    params: MemberQuestionnaireParamsSchema,
    body: UpdateMemberQuestionnaireBodySchema,
    responses: { 200: MemberQuestionnaireSchema, ...errorResponses },
  }),
  /** One page of a member's weights, newest first. */
  listMemberWeights: endpoint({
    method: 'GET',
    path: `${memberPath}/weights`,
    access: 'teamMember',
    params: MemberParamsSchema,
    query: WeightListQuerySchema,
    responses: { 200: WeightListSchema, ...errorResponses },
  }),
  /** Records one of the signed-in user's weights. */
  addWeight: endpoint({
    method: 'POST',
    path: '/weights',
    access: 'signedIn',
    body: CreateWeightBodySchema,
    responses: { 201: WeightSchema, ...errorResponses },
  }),
  /** Deletes one of the signed-in user's weights. */
  deleteWeight: endpoint({
    method: 'DELETE',
    path: '/weights/:id',
    access: 'signedIn',
    params: WeightParamsSchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** One page of the signed-in user's weights and their total. */
  listWeights: endpoint({
    method: 'GET',
    path: '/weights',
    access: 'signedIn',
    query: WeightListQuerySchema,
    responses: { 200: WeightListSchema, ...errorResponses },
  }),
} as const;
