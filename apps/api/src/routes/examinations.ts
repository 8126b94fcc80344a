import {
  CreateExaminationBodySchema,
  DeletedExaminationSchema,
  ExaminationListBodySchema,
  ExaminationListResponseSchema,
  ExaminationSchema,
  ExaminationSpecSchema,
  ExaminationReportSchema,
  ExaminationStatisticsSchema,
  HrvReportSchema,
  IntroQuestionnaireSchema,
  UpdateExaminationBodySchema,
  UpdateExaminationStatusBodySchema,
  UpdateIntroQuestionnaireBodySchema,
} from '@telemed/domain';
import type { Member } from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id, ExaminationParams, MemberParams, TeamParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { announceExaminationChange } from '../realtime/examinationChanges';
import { ExaminationsMembersRepository } from '../repositories/examinationsMembersRepository';
import { ExaminationSpecsRepository } from '../repositories/examinationSpecsRepository';
import { ExaminationsRepository } from '../repositories/examinationsRepository';
import { TeamSettingsRepository } from '../repositories/teamSettingsRepository';
import { examinationNotFound } from '../services/examinationAccess';
import { ExaminationListsService } from '../services/examinationListsService';
import { ExaminationSpecsService } from '../services/examinationSpecsService';
import { ExaminationsService } from '../services/examinationsService';
import { StatusChangeNotifier } from '../services/statusNotifications';
import { examinationsLookupRoutes } from './examinationsLookups';

const MemberExaminationParams = z.object({ teamId: id(), memberId: id(), examinationId: id() });
const QuestionnaireParams = z.object({ teamId: id(), examinationId: id(), questionnaireId: id() });

/** `?withCharacteristicsData` with no value, `true` or `1` asks for the characteristics. */
const ExaminationQuery = z.object({
  withCharacteristicsData: z
    .string()
    .optional()
    .transform((value) => value !== undefined && value !== 'false' && value !== '0'),
});

/**
 * The examinations of a clinic (platform-core §7 "Examinations and related"). Every route needs a
 * signed-in member of `:teamId` (403 otherwise); a missing examination, or another clinic's,
 * answers 404 'Examination not found'.
 */
export const examinationsRoutes: ZodRoutes = async (app) => {
  const examinationsRepository = new ExaminationsRepository(app.db);
  const membersRepository = new ExaminationsMembersRepository(app.db);
  const specs = new ExaminationSpecsService(new ExaminationSpecsRepository(app.db));
  // The built-in spec catalogue is written at start-up, so every deployment has the seven types.
  await specs.syncCatalogue();
  const notifier = new StatusChangeNotifier(
    new TeamSettingsRepository(app.db),
    app.mailer,
    app.sms,
    app.config.publicUrl,
    app.log,
  );
  // Notices still being sent are handed over before the database closes.
  app.addHook('onClose', () => notifier.settled());
  const examinations = new ExaminationsService(
    app.db,
    examinationsRepository,
    membersRepository,
    specs,
    app.recordingsService,
    (change) => notifier.announce(change),
  );
  const lists = new ExaminationListsService(
    examinationsRepository,
    membersRepository,
    specs,
    app.teamsService,
  );
  await app.register(examinationsLookupRoutes, { specs, lists });

  app.addHook('onRequest', app.authenticate);
  const member = { preHandler: app.requireTeamMember };

  app.get(
    '/teams/:teamId/examinations/examinationspecs',
    {
      ...member,
      schema: {
        params: TeamParams,
        response: { 200: z.array(ExaminationSpecSchema), ...errorResponses },
      },
    },
    async () => specs.list(),
  );

  app.post(
    '/teams/:teamId/examinations/list',
    {
      ...member,
      schema: {
        params: TeamParams,
        body: ExaminationListBodySchema,
        response: { 200: ExaminationListResponseSchema, ...errorResponses },
      },
    },
    async (request) => lists.search(request.params.teamId, request.teamMember, request.body),
  );

  app.get(
    '/teams/:teamId/examinations/pending',
    {
      ...member,
      schema: {
        params: TeamParams,
        response: { 200: z.array(ExaminationSchema), ...errorResponses },
      },
    },
    async (request) => lists.listPending(request.params.teamId, request.teamMember),
  );

  app.get(
    '/teams/:teamId/examinations/:examinationId',
    {
      ...member,
      schema: {
        params: ExaminationParams,
        querystring: ExaminationQuery,
        response: { 200: ExaminationSchema, ...errorResponses },
      },
    },
    async (request) =>
      examinations.get(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query.withCharacteristicsData,
      ),
  );

  app.patch(
    '/teams/:teamId/examinations/:examinationId',
    {
      ...member,
      schema: {
        params: ExaminationParams,
        body: UpdateExaminationBodySchema,
        response: { 200: ExaminationSchema, ...errorResponses },
      },
    },
    async (request) => {
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
  );

  app.put(
    '/teams/:teamId/examinations/:examinationId/status',
    {
      ...member,
      schema: {
        params: ExaminationParams,
        body: UpdateExaminationStatusBodySchema,
        response: { 200: ExaminationSchema, ...errorResponses },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/teams/:teamId/examinations/:examinationId/introquestionnaire',
    {
      ...member,
      schema: {
        params: ExaminationParams,
        response: { 200: IntroQuestionnaireSchema, ...errorResponses },
      },
    },
    async (request) =>
      examinations.getIntroQuestionnaire(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),
  );

  app.patch(
    '/teams/:teamId/examinations/:examinationId/introquestionnaire/:questionnaireId',
    {
      ...member,
      schema: {
        params: QuestionnaireParams,
        body: UpdateIntroQuestionnaireBodySchema,
        response: { 200: IntroQuestionnaireSchema, ...errorResponses },
      },
    },
    async (request) =>
      examinations.updateIntroQuestionnaire(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.params.questionnaireId,
        request.body,
      ),
  );

  app.get(
    '/teams/:teamId/examinations/:examinationId/statistics',
    {
      ...member,
      schema: {
        params: ExaminationParams,
        response: { 200: ExaminationStatisticsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, examinationId } = request.params;
      const counts = await examinations.statistics(teamId, request.teamMember, examinationId);
      const examination = await app.recordingsService.readableExamination(
        teamId,
        request.teamMember,
        examinationId,
      );
      const distributions = await app.recordingDistributions.of(examination);
      return { examinationStatistics: { ...counts, ...distributions } };
    },
  );

  /**
   * The examination of the path's member, else 404 (a report's path names both), and how to
   * read its view: after the report has its recording, since a demo examination's first access
   * makes the recording and its events, which the view counts.
   */
  const memberExamination = async (
    teamMember: Member,
    { teamId, memberId, examinationId }: z.infer<typeof MemberExaminationParams>,
  ) => {
    const row = await app.recordingsService.readableExamination(teamId, teamMember, examinationId);
    if (row.memberId !== memberId) throw examinationNotFound();
    return { row, view: () => examinations.get(teamId, teamMember, examinationId) };
  };

  app.get(
    '/teams/:teamId/members/:memberId/examinations/:examinationId/report',
    {
      ...member,
      schema: {
        params: MemberExaminationParams,
        response: { 200: ExaminationReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row, view } = await memberExamination(request.teamMember, request.params);
      // The header is Date#getTimezoneOffset (UTC+1 is -60); the report wants local - UTC.
      const utcOffsetMinutes = -(request.context.timezoneOffsetMinutes ?? 0);
      return { report: await app.examinationReports.report(row, view, utcOffsetMinutes) };
    },
  );

  app.get(
    '/teams/:teamId/members/:memberId/examinations/:examinationId/hrvreport',
    {
      ...member,
      schema: {
        params: MemberExaminationParams,
        response: { 200: HrvReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { row, view } = await memberExamination(request.teamMember, request.params);
      return { report: await app.examinationReports.hrvReport(row, view) };
    },
  );

  app.post(
    '/teams/:teamId/members/:memberId/examinations',
    {
      ...member,
      schema: {
        params: MemberParams,
        body: CreateExaminationBodySchema,
        response: { 201: ExaminationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { teamId, memberId } = request.params;
      const created = await examinations.create(teamId, request.teamMember, memberId, request.body);
      announceExaminationChange(app.realtime, teamId, created._id, 'created');
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/teams/:teamId/members/:memberId/examinations',
    {
      ...member,
      schema: {
        params: MemberParams,
        response: { 200: z.array(ExaminationSchema), ...errorResponses },
      },
    },
    async (request) =>
      lists.listForMember(request.params.teamId, request.teamMember, request.params.memberId),
  );

  app.delete(
    '/teams/:teamId/members/:memberId/examinations/:examinationId',
    {
      ...member,
      schema: {
        params: MemberExaminationParams,
        response: { 200: DeletedExaminationSchema, ...errorResponses },
      },
    },
    async (request) => {
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
  );
};
