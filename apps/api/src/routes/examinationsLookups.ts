import { examinationLookupsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import type { ExaminationListsService } from '../services/examinationListsService';
import type { ExaminationSpecsService } from '../services/examinationSpecsService';

/** The services the examinations module shares with these routes. */
export interface ExaminationsLookupOptions {
  specs: ExaminationSpecsService;
  lists: ExaminationListsService;
}

/**
 * Calls of the examinations area outside `teams/{teamId}/examinations` (see
 * `examinationLookupsContract`): the spec catalogues, the member search of the add-examination
 * modal, the server-side validation and the annotations assigned to a member.
 */
export const examinationsLookupRoutes: FastifyPluginAsync<ExaminationsLookupOptions> = async (
  app,
  { specs, lists },
) => {
  implementRoutes(app, examinationLookupsContract, {
    examinationSpecs: async () => specs.list(),

    eventSpecs: async () => specs.listEventSpecs(),

    searchMembers: async (request) => lists.searchMembers(request.userId, request.query),

    validate: async (request) => lists.validate(request.userId, request.body),

    assignedAnnotations: async (request) =>
      lists.listAssignedAnnotations(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
      ),
  });
};
