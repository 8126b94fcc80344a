import { examinationsContract } from '@telemed/domain';
import type { Member, MemberExaminationRef } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { announceExaminationChange } from '../realtime/examinationChanges';
import { examinationNotFound } from '../services/examinationAccess';
import { examinationsLookupRoutes } from './examinationsLookups';

/**
 * The examinations of a clinic (see `examinationsContract`): every route needs a signed-in
 * member of `:teamId` (403 otherwise); a missing examination, or another clinic's, answers 404
 * 'Examination not found'. Open lists and boards are told of every change.
 */
export const examinationsRoutes: FastifyPluginAsync = async (app) => {
  const examinations = app.examinationsService;
  const lists = app.examinationListsService;
  const specs = app.examinationSpecsService;
  await app.register(examinationsLookupRoutes, { specs, lists });

  /**
   * The examination of the path's member, else 404 (a report's path names both), and how to
   * read its view: after the report has its recording, since a demo examination's first access
   * makes the recording and its events, which the view counts.
   */
  const memberExamination = async (
    teamMember: Member,
    { teamId, memberId, examinationId }: MemberExaminationRef,
  ) => {
    const row = await app.examinationAccess.reportReadable(teamId, teamMember, examinationId);
    if (row.memberId !== memberId) throw examinationNotFound();
    return { row, view: () => examinations.get(teamId, teamMember, examinationId) };
  };

  implementRoutes(app, examinationsContract, {
    specs: async () => specs.list(),

    list: async (request) => lists.search(request.params.teamId, request.teamMember, request.body),

    pending: async (request) => lists.listPending(request.params.teamId, request.teamMember),

    get: async (request) =>
      examinations.get(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query.withCharacteristicsData,
      ),

    update: async (request) => {
      const { teamId, examinationId } = request.params;
      const updated = await examinations.update(
        teamId,
        request.teamMember,
        examinationId,
        request.body,
      );
      announceExaminationChange(app.realtime, teamId, examinationId, 'updated');
      return updated;
    },

    updateStatus: async (request) => {
      const { teamId, examinationId } = request.params;
      const moved = await examinations.changeStatus(
        teamId,
        request.teamMember,
        examinationId,
        request.body,
      );
      announceExaminationChange(app.realtime, teamId, examinationId, 'statusChanged');
      return moved;
    },

    introQuestionnaire: async (request) =>
      examinations.getIntroQuestionnaire(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),

    updateIntroQuestionnaire: async (request) =>
      examinations.updateIntroQuestionnaire(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.params.questionnaireId,
        request.body,
      ),

    statistics: async (request) => {
      const { teamId, examinationId } = request.params;
      const row = await app.examinationAccess.reportReadable(
        teamId,
        request.teamMember,
        examinationId,
      );
      const view = () => examinations.get(teamId, request.teamMember, examinationId);
      // The header is Date#getTimezoneOffset (UTC+1 is -60); the figures want local - UTC.
      const utcOffsetMinutes = -(request.context.timezoneOffsetMinutes ?? 0);
      return {
        examinationStatistics: await app.examinationReports.statistics(row, view, utcOffsetMinutes),
      };
    },

    report: async (request) => {
      const { row, view } = await memberExamination(request.teamMember, request.params);
      // The header is Date#getTimezoneOffset (UTC+1 is -60); the report wants local - UTC.
      const utcOffsetMinutes = -(request.context.timezoneOffsetMinutes ?? 0);
      return { report: await app.examinationReports.report(row, view, utcOffsetMinutes) };
    },

    hrvReport: async (request) => {
      const { row, view } = await memberExamination(request.teamMember, request.params);
      return { report: await app.examinationReports.hrvReport(row, view) };
    },

    create: async (request) => {
      const { teamId, memberId } = request.params;
      const created = await examinations.create(teamId, request.teamMember, memberId, request.body);
      announceExaminationChange(app.realtime, teamId, created._id, 'created');
      return created;
    },

    listOfMember: async (request) =>
      lists.listForMember(request.params.teamId, request.teamMember, request.params.memberId),

    remove: async (request) => {
      const { teamId, memberId, examinationId } = request.params;
      const deleted = await examinations.delete(
        teamId,
        request.teamMember,
        memberId,
        examinationId,
      );
      announceExaminationChange(app.realtime, teamId, examinationId, 'deleted');
      return deleted;
    },
  });
};
