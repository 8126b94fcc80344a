import { z } from 'zod';
import {
  AssignedAnnotationsSchema,
  DeletedExaminationSchema,
  ExaminationSchema,
  ExaminationStatisticsSchema,
  IntroQuestionnaireSchema,
  ValidateExaminationResponseSchema,
} from '../schemas/examination';
import type {
  AssignedAnnotations,
  CreateExaminationBody,
  DeletedExamination,
  Examination,
  ExaminationStatistics,
  IntroQuestionnaire,
  UpdateExaminationBody,
  UpdateExaminationStatusBody,
  UpdateIntroQuestionnaireBody,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '../schemas/examination';
import { ExaminationReportSchema, HrvReportSchema } from '../schemas/examinationReport';
import type { ExaminationReport, HrvReport } from '../schemas/examinationReport';
import { ExaminationListResponseSchema } from '../schemas/examinationList';
import type {
  ExaminationListBody,
  ExaminationListResponse,
  MemberSearchQuery,
} from '../schemas/examinationList';
import { EventSpecSchema, ExaminationSpecSchema } from '../schemas/examinationSpec';
import type { EventSpec, ExaminationSpec } from '../schemas/examinationSpec';
import { MemberSchema } from '../schemas/team';
import type { Member } from '../schemas/team';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';

const ExaminationArraySchema = z.array(ExaminationSchema);
const ExaminationSpecArraySchema = z.array(ExaminationSpecSchema);
const EventSpecArraySchema = z.array(EventSpecSchema);
const MemberArraySchema = z.array(MemberSchema);

/** Where one examination lives under its team. */
export interface ExaminationRef {
  teamId: string;
  examinationId: string;
}

export function listExaminations(
  core: ApiCore,
  teamId: string,
  body: ExaminationListBody,
  options?: CallOptions,
): Promise<ExaminationListResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/examinations/list`,
    body,
    schema: ExaminationListResponseSchema,
  });
}

export function getExamination(
  core: ApiCore,
  { teamId, examinationId }: ExaminationRef,
  query: { withCharacteristicsData?: boolean } = {},
  options?: CallOptions,
): Promise<Examination> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/examinations/${examinationId}`,
    query: query.withCharacteristicsData ? { withCharacteristicsData: true } : {},
    schema: ExaminationSchema,
  });
}

export function createExamination(
  core: ApiCore,
  teamId: string,
  memberId: string,
  body: CreateExaminationBody,
  options?: CallOptions,
): Promise<Examination> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`teams/${teamId}/members/${memberId}/examinations`,
    body,
    schema: ExaminationSchema,
  });
}

export function updateExamination(
  core: ApiCore,
  { teamId, examinationId }: ExaminationRef,
  body: UpdateExaminationBody,
  options?: CallOptions,
): Promise<Examination> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: encodePath`teams/${teamId}/examinations/${examinationId}`,
    body,
    schema: ExaminationSchema,
  });
}

export function updateExaminationStatus(
  core: ApiCore,
  { teamId, examinationId }: ExaminationRef,
  body: UpdateExaminationStatusBody,
  options?: CallOptions,
): Promise<Examination> {
  return core.request({
    ...options,
    method: 'PUT',
    path: encodePath`teams/${teamId}/examinations/${examinationId}/status`,
    body,
    schema: ExaminationSchema,
  });
}

export function deleteExamination(
  core: ApiCore,
  teamId: string,
  memberId: string,
  examinationId: string,
  options?: CallOptions,
): Promise<DeletedExamination> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: encodePath`teams/${teamId}/members/${memberId}/examinations/${examinationId}`,
    schema: DeletedExaminationSchema,
  });
}

export function listMemberExaminations(
  core: ApiCore,
  teamId: string,
  memberId: string,
  options?: CallOptions,
): Promise<Examination[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/members/${memberId}/examinations`,
    schema: ExaminationArraySchema,
  });
}

export function listPendingExaminations(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<Examination[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/examinations/pending`,
    schema: ExaminationArraySchema,
  });
}

export function listAssignedAnnotations(
  core: ApiCore,
  teamId: string,
  memberId: string,
  options?: CallOptions,
): Promise<AssignedAnnotations> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`annotations/teams/${teamId}/annotator/${memberId}/assigned`,
    schema: AssignedAnnotationsSchema,
  });
}

export function listTeamExaminationSpecs(
  core: ApiCore,
  teamId: string,
  options?: CallOptions,
): Promise<ExaminationSpec[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/examinations/examinationspecs`,
    schema: ExaminationSpecArraySchema,
  });
}

export function listExaminationSpecs(
  core: ApiCore,
  options?: CallOptions,
): Promise<ExaminationSpec[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'specs/examinations',
    schema: ExaminationSpecArraySchema,
  });
}

export function listEventSpecs(core: ApiCore, options?: CallOptions): Promise<EventSpec[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'specs/events',
    schema: EventSpecArraySchema,
  });
}

export function getIntroQuestionnaire(
  core: ApiCore,
  { teamId, examinationId }: ExaminationRef,
  options?: CallOptions,
): Promise<IntroQuestionnaire> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/examinations/${examinationId}/introquestionnaire`,
    schema: IntroQuestionnaireSchema,
  });
}

export function updateIntroQuestionnaire(
  core: ApiCore,
  { teamId, examinationId }: ExaminationRef,
  questionnaireId: string,
  body: UpdateIntroQuestionnaireBody,
  options?: CallOptions,
): Promise<IntroQuestionnaire> {
  return core.request({
    ...options,
    method: 'PATCH',
    path: encodePath`teams/${teamId}/examinations/${examinationId}/introquestionnaire/${questionnaireId}`,
    body,
    schema: IntroQuestionnaireSchema,
  });
}

export function getExaminationStatistics(
  core: ApiCore,
  { teamId, examinationId }: ExaminationRef,
  options?: CallOptions,
): Promise<ExaminationStatistics> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/examinations/${examinationId}/statistics`,
    schema: ExaminationStatisticsSchema,
  });
}

/** An examination named through its patient, as the report paths do. */
export interface MemberExaminationRef extends ExaminationRef {
  memberId: string;
}

export function getExaminationReport(
  core: ApiCore,
  { teamId, memberId, examinationId }: MemberExaminationRef,
  options?: CallOptions,
): Promise<ExaminationReport> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/members/${memberId}/examinations/${examinationId}/report`,
    schema: ExaminationReportSchema,
  });
}

export function getHrvReport(
  core: ApiCore,
  { teamId, memberId, examinationId }: MemberExaminationRef,
  options?: CallOptions,
): Promise<HrvReport> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/members/${memberId}/examinations/${examinationId}/hrvreport`,
    schema: HrvReportSchema,
  });
}

export function validateExamination(
  core: ApiCore,
  body: ValidateExaminationBody,
  options?: CallOptions,
): Promise<ValidateExaminationResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'validate/examinations',
    body,
    schema: ValidateExaminationResponseSchema,
  });
}

export function searchMembers(
  core: ApiCore,
  query: MemberSearchQuery,
  options?: CallOptions,
): Promise<Member[]> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'search',
    query: { phrase: query.phrase.trim(), teamId: query.teamId, roles: query.roles },
    schema: MemberArraySchema,
  });
}
