import { z } from 'zod';
import {
  AssignedAnnotationsSchema,
  ValidateExaminationBodySchema,
  ValidateExaminationResponseSchema,
} from '../schemas/examination';
import { MemberSearchQuerySchema } from '../schemas/examinationList';
import { EventSpecSchema, ExaminationSpecSchema } from '../schemas/examinationSpec';
import { MemberParamsSchema } from '../schemas/routeParams';
import { MemberSchema } from '../schemas/team';
import { endpoint, errorResponses } from './endpoint';

/**
 * Calls of the examinations area outside `teams/{teamId}/examinations`: the spec catalogues, the
 * member search of the add-examination modal, the server-side validation and the annotations
 * assigned to a member.
 */
export const examinationLookupsContract = {
  /** Every examination spec with its intro questionnaire. */
  examinationSpecs: endpoint({
    method: 'GET',
    path: '/specs/examinations',
    access: 'signedIn',
    responses: { 200: z.array(ExaminationSpecSchema), ...errorResponses },
  }),
  /** The event types of each examination type. */
  eventSpecs: endpoint({
    method: 'GET',
    path: '/specs/events',
    access: 'signedIn',
    responses: { 200: z.array(EventSpecSchema), ...errorResponses },
  }),
  /** A clinic's members by name or email: trimmed phrase, at most 5. */
  searchMembers: endpoint({
    method: 'GET',
    path: '/search',
    access: 'signedIn',
    query: MemberSearchQuerySchema,
    responses: { 200: z.array(MemberSchema), ...errorResponses },
  }),
  /** Whether an examination would be accepted: field errors, empty when valid. */
  validate: endpoint({
    method: 'POST',
    path: '/validate/examinations',
    access: 'signedIn',
    body: ValidateExaminationBodySchema,
    responses: { 200: ValidateExaminationResponseSchema, ...errorResponses },
  }),
  /** Examinations awaiting description assigned to one member of the clinic. */
  assignedAnnotations: endpoint({
    method: 'GET',
    path: '/annotations/teams/:teamId/annotator/:memberId/assigned',
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: AssignedAnnotationsSchema, ...errorResponses },
  }),
} as const;
