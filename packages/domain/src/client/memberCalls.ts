import { MessageResponseSchema } from '../schemas/auth';
import type { MessageResponse } from '../schemas/auth';
import {
  CreateMemberResponseSchema,
  MemberQuestionnaireSchema,
  MemberQuestionnaireSpecSchema,
  SmsCodeResponseSchema,
  TeamMemberSchema,
  TeamWithMembersSchema,
  WeightListSchema,
  WeightSchema,
} from '../schemas/members';
import type {
  CreateMemberBody,
  CreateMemberResponse,
  MemberListQuery,
  MemberQuestionnaire,
  MemberQuestionnaireSpec,
  SmsCodeResponse,
  TeamMember,
  TeamWithMembers,
  UpdateFullNameBody,
  UpdateMemberBody,
  UpdateMemberQuestionnaireBody,
  UpdatePersonalDetailsBody,
  Weight,
  WeightList,
  WeightListQuery,
} from '../schemas/members';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';
import { withoutNulls } from './withoutNulls';

export function getTeamWithMembers(
  core: ApiCore,
  teamId: string,
  query: MemberListQuery,
  options?: CallOptions,
): Promise<TeamWithMembers> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}`,
    query: { ...query },
    schema: TeamWithMembersSchema,
  });
}

/** Resolves null without asking the server when there is no member id (platform-core §8). */
export async function getMember(
  core: ApiCore,
  teamId: string,
  memberId: string | null | undefined,
  options?: CallOptions,
): Promise<TeamMember | null> {
  if (!memberId) return null;
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/members/${memberId}`,
    schema: TeamMemberSchema,
  });
}

export function createMember(
  core: ApiCore,
  teamId: string,
  body: { [Field in keyof CreateMemberBody]?: CreateMemberBody[Field] | null },
  options?: CallOptions,
): Promise<CreateMemberResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/user`,
    body: withoutNulls(body),
    schema: CreateMemberResponseSchema,
  });
}

export function updateMember(
  core: ApiCore,
  teamId: string,
  memberId: string,
  body: UpdateMemberBody,
  options?: CallOptions,
): Promise<TeamMember> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: encodePath`teams/${teamId}/members/${memberId}`,
    body,
    schema: TeamMemberSchema,
  });
}

export function removeMember(
  core: ApiCore,
  teamId: string,
  memberId: string,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: encodePath`teams/${teamId}/members/${memberId}`,
    schema: MessageResponseSchema,
  });
}

export function updatePersonalDetails(
  core: ApiCore,
  teamId: string,
  memberId: string,
  body: UpdatePersonalDetailsBody,
  options?: CallOptions,
): Promise<TeamMember> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: encodePath`teams/${teamId}/user/${memberId}`,
    body,
    schema: TeamMemberSchema,
  });
}

export function updateFullName(
  core: ApiCore,
  teamId: string,
  memberId: string,
  body: UpdateFullNameBody,
  options?: CallOptions,
): Promise<TeamMember> {
  return core.request({
    ...options,
    method: 'PUT',
    path: encodePath`teams/${teamId}/user/${memberId}/fullName`,
    body,
    schema: TeamMemberSchema,
  });
}

export function generateSmsCode(
  core: ApiCore,
  teamId: string,
  memberId: string,
  options?: CallOptions,
): Promise<SmsCodeResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/members/${memberId}/code`,
    schema: SmsCodeResponseSchema,
  });
}

export function resetPatient(
  core: ApiCore,
  teamId: string,
  memberId: string,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/members/${memberId}/reset`,
    schema: MessageResponseSchema,
  });
}

export function getQuestionnaireSpec(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<MemberQuestionnaireSpec> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/questionnairespec`,
    schema: MemberQuestionnaireSpecSchema,
  });
}

export function getMemberQuestionnaire(
  core: ApiCore,
  teamId: string,
  memberId: string,
  options?: CallOptions,
): Promise<MemberQuestionnaire> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/members/${memberId}/questionnaire`,
    schema: MemberQuestionnaireSchema,
  });
}

export function updateMemberQuestionnaire(
  core: ApiCore,
  questionnaireId: string,
  body: UpdateMemberQuestionnaireBody,
  options?: CallOptions,
): Promise<MemberQuestionnaire> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: encodePath`teams/members/questionnaire/${questionnaireId}`,
    body,
    schema: MemberQuestionnaireSchema,
  });
}

export function listMemberWeights(
  core: ApiCore,
  teamId: string,
  memberId: string,
  query: WeightListQuery,
  options?: CallOptions,
): Promise<WeightList> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/members/${memberId}/weights`,
    query: { page: query.page as number | undefined, limit: query.limit as number | undefined },
    schema: WeightListSchema,
  });
}

export function addWeight(
  core: ApiCore,
  body: { value: number; date: string },
  options?: CallOptions,
): Promise<Weight> {
  return core.request({ ...options, method: 'POST', path: 'weights', body, schema: WeightSchema });
}

export function deleteWeight(
  core: ApiCore,
  weightId: string,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: encodePath`weights/${weightId}`,
    schema: MessageResponseSchema,
  });
}

export function listWeights(
  core: ApiCore,
  query: { page?: number; limit?: number },
  options?: CallOptions,
): Promise<WeightList> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'weights',
    query,
    schema: WeightListSchema,
  });
}
