import { programsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { announceProgramDayChange } from '../realtime/programDayChanges';
import { permitted, requirePermissionOrSelf } from '../services/permissions';

/**
 * Rehabilitation programs, the clinic's library and patients' program history (see
 * `programsContract`): staff build and assign programs; a patient reads the published programs
 * for them, their own history, and records or skips their own days.
 */
export const programsRoutes: FastifyPluginAsync = async (app) => {
  const programs = app.programsService;
  const history = app.programHistoryService;

  implementRoutes(
    app,
    programsContract,
    {
      list: async (request) =>
        programs.list(request.params.teamId, request.teamMember, request.query),
      get: async (request) =>
        programs.get(request.params.teamId, request.teamMember, request.params.programId),
      create: async (request) =>
        programs.create(request.params.teamId, request.teamMember, request.body),
      update: async (request) =>
        programs.update(
          request.params.teamId,
          request.teamMember,
          request.params.programId,
          request.body,
        ),
      publish: async (request) =>
        programs.publish(request.params.teamId, request.teamMember, request.params.programId),
      unpublish: async (request) =>
        programs.unpublish(request.params.teamId, request.teamMember, request.params.programId),
      archive: async (request) =>
        programs.archive(request.params.teamId, request.teamMember, request.params.programId),
      remove: async (request) => programs.remove(request.params.teamId, request.params.programId),

      listLibrary: async (request) => programs.listLibrary(request.params.teamId, request.query),
      createLibraryItem: async (request) =>
        programs.createLibraryItem(request.params.teamId, request.teamMember, request.body),
      removeLibraryItem: async (request) =>
        programs.removeLibraryItem(request.params.teamId, request.params.libraryItemId),

      history: async (request) => {
        requirePermissionOrSelf(request.teamMember, 'programs.assign', request.params.memberId);
        return history.list(request.params.teamId, request.params.memberId);
      },
      assign: async (request) =>
        history.assign(
          request.params.teamId,
          request.teamMember,
          request.params.memberId,
          request.body.programId,
        ),
      recordDay: async (request) => {
        const { teamId, memberId, dayId } = request.params;
        const day = await history.record(teamId, request.teamMember, memberId, dayId, request.body);
        announceProgramDayChange(app.realtime, { teamId, memberId, dayId, kind: 'recorded' });
        return day;
      },
      skipDay: async (request) => {
        const { teamId, memberId, dayId } = request.params;
        const answer = await history.skip(teamId, request.teamMember, memberId, dayId);
        announceProgramDayChange(app.realtime, { teamId, memberId, dayId, kind: 'skipped' });
        return answer;
      },
    },
    {
      create: permitted('programs.manage'),
      update: permitted('programs.manage'),
      publish: permitted('programs.manage'),
      unpublish: permitted('programs.manage'),
      archive: permitted('programs.manage'),
      remove: permitted('programs.manage'),
      listLibrary: permitted('programs.manage'),
      createLibraryItem: permitted('programs.manage'),
      removeLibraryItem: permitted('programs.manage'),
      assign: permitted('programs.assign'),
    },
  );
};
