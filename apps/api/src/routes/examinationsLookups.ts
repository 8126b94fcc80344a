import {
  AssignedAnnotationsSchema,
  EventSpecSchema,
  ExaminationSpecSchema,
  MemberSchema,
  MemberSearchQuerySchema,
  ValidateExaminationBodySchema,
  ValidateExaminationResponseSchema,
} from '@telemed/domain';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id } from '../http/routeParams';
import type { ZodTypeProvider } from '../http/zodTypeProvider';
import type { ExaminationListsService } from '../services/examinationListsService';
import type { ExaminationSpecsService } from '../services/examinationSpecsService';

/** The services the examinations module shares with these routes. */
export interface ExaminationsLookupOptions {
  specs: ExaminationSpecsService;
  lists: ExaminationListsService;
}

/**
 * Calls of the examinations area outside `teams/{teamId}/examinations`: the spec catalogues, the
 * member search of the add-examination modal, the server-side validation and the annotations
 * assigned to a member. All need a signed-in user.
 */
export const examinationsLookupRoutes: FastifyPluginAsync<
  ExaminationsLookupOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { specs, lists }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/specs/examinations',
    { schema: { response: { 200: z.array(ExaminationSpecSchema), ...errorResponses } } },
    async () => specs.list(),
  );

  app.get(
    '/specs/events',
    { schema: { response: { 200: z.array(EventSpecSchema), ...errorResponses } } },
    async () => specs.listEventSpecs(),
  );

  app.get(
    '/search',
    {
      schema: {
        querystring: MemberSearchQuerySchema,
        response: { 200: z.array(MemberSchema), ...errorResponses },
      },
    },
    async (request) => lists.searchMembers(request.userId, request.query),
  );

  app.post(
    '/validate/examinations',
    {
      schema: {
        body: ValidateExaminationBodySchema,
        response: { 200: ValidateExaminationResponseSchema, ...errorResponses },
      },
    },
    async (request) => lists.validate(request.userId, request.body),
  );

  app.get(
    '/annotations/teams/:teamId/annotator/:memberId/assigned',
    {
      preHandler: app.requireTeamMember,
      schema: {
        params: z.object({ teamId: id(), memberId: id() }),
        response: { 200: AssignedAnnotationsSchema, ...errorResponses },
      },
    },
    async (request) =>
      lists.listAssignedAnnotations(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
      ),
  );
};
