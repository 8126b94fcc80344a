import {
  CreateMemberBodySchema,
  CreateMemberResponseSchema,
  CreateWeightBodySchema,
  MemberListQuerySchema,
  MemberQuestionnaireSchema,
  MemberQuestionnaireSpecSchema,
  MessageResponseSchema,
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
} from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id, MemberParams, TeamParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { InvitationsRepository } from '../repositories/invitationsRepository';
import { MembersRepository } from '../repositories/membersRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { WeightsRepository } from '../repositories/weightsRepository';
import { InvitationsService } from '../services/invitationsService';
import { MembersService } from '../services/membersService';
import { MEMBER_QUESTIONNAIRE_SPEC } from '../services/memberQuestionnaireSpec';
import { permitted, requirePermissionOrSelf } from '../services/permissions';
import { WeightsService } from '../services/weightsService';

/**
 * Members and patients of a clinic (platform-core §7 "Members and teams") and the signed-in
 * user's weights. Every route needs a signed-in user; `/teams/:teamId/...` routes need a member
 * of that clinic (403 otherwise) with the permission docs/permissions.md gives it; a member of
 * another clinic answers 404 'Member not found'.
 */
export const membersRoutes: ZodRoutes = async (app) => {
  const members = new MembersService(
    app.db,
    new MembersRepository(app.db),
    new TeamsRepository(app.db),
    new UsersRepository(app.db),
    app.sms,
    app.sessions,
    app.accessEndings,
    new InvitationsService(
      app.db,
      new InvitationsRepository(app.db),
      new MembersRepository(app.db),
      new TeamsRepository(app.db),
      new UsersRepository(app.db),
      app.mailer,
      app.config.publicUrl,
    ),
    app.recordingsService,
  );
  const weights = new WeightsService(new WeightsRepository(app.db));
  const member = { preHandler: app.requireTeamMember };

  app.addHook('onRequest', app.authenticate);

  app.get(
    '/teams/:teamId',
    {
      ...permitted(app, 'members.read'),
      schema: {
        params: TeamParams,
        querystring: MemberListQuerySchema,
        response: { 200: TeamWithMembersSchema, ...errorResponses },
      },
    },
    async (request) =>
      members.listWithMembers(
        request.params.teamId,
        request.teamMember,
        request.userId,
        request.query,
      ),
  );

  app.post(
    '/teams/:teamId/user',
    {
      ...permitted(app, 'patients.edit'),
      schema: {
        params: TeamParams,
        body: CreateMemberBodySchema,
        response: { 201: CreateMemberResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await members.createPatient(
        request.params.teamId,
        request.teamMember,
        request.body,
        request.context.language,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/teams/:teamId/members/:memberId',
    {
      ...member,
      schema: { params: MemberParams, response: { 200: TeamMemberSchema, ...errorResponses } },
    },
    async (request) =>
      members.get(request.params.teamId, request.teamMember, request.params.memberId),
  );

  app.patch(
    '/teams/:teamId/members/:memberId',
    {
      ...member,
      schema: {
        params: MemberParams,
        body: UpdateMemberBodySchema,
        response: { 200: TeamMemberSchema, ...errorResponses },
      },
    },
    async (request) =>
      members.update(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
        request.body,
      ),
  );

  app.delete(
    '/teams/:teamId/members/:memberId',
    {
      ...permitted(app, 'members.remove'),
      schema: { params: MemberParams, response: { 200: MessageResponseSchema, ...errorResponses } },
    },
    async (request) =>
      members.remove(request.params.teamId, request.teamMember, request.params.memberId),
  );

  app.patch(
    '/teams/:teamId/user/:memberId',
    {
      ...permitted(app, 'patients.edit'),
      schema: {
        params: MemberParams,
        body: UpdatePersonalDetailsBodySchema,
        response: { 200: TeamMemberSchema, ...errorResponses },
      },
    },
    async (request) =>
      members.updatePersonalDetails(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
        request.body,
      ),
  );

  app.put(
    '/teams/:teamId/user/:memberId/fullName',
    {
      ...permitted(app, 'patients.edit'),
      schema: {
        params: MemberParams,
        body: UpdateFullNameBodySchema,
        response: { 200: TeamMemberSchema, ...errorResponses },
      },
    },
    async (request) =>
      members.updateFullName(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
        request.body,
      ),
  );

  app.post(
    '/teams/:teamId/members/:memberId/code',
    {
      ...permitted(app, 'patients.smsCode'),
      schema: { params: MemberParams, response: { 200: SmsCodeResponseSchema, ...errorResponses } },
    },
    async (request) =>
      members.generateSmsCode(request.params.teamId, request.teamMember, request.params.memberId),
  );

  app.post(
    '/teams/:teamId/members/:memberId/reset',
    {
      ...permitted(app, 'patients.reset'),
      schema: { params: MemberParams, response: { 200: MessageResponseSchema, ...errorResponses } },
    },
    async (request) =>
      members.resetPatient(request.params.teamId, request.teamMember, request.params.memberId),
  );

  app.get(
    '/teams/:teamId/questionnairespec',
    {
      ...member,
      schema: {
        params: TeamParams,
        response: { 200: MemberQuestionnaireSpecSchema, ...errorResponses },
      },
    },
    async () => MEMBER_QUESTIONNAIRE_SPEC,
  );

  app.get(
    '/teams/:teamId/members/:memberId/questionnaire',
    {
      ...member,
      schema: {
        params: MemberParams,
        response: { 200: MemberQuestionnaireSchema, ...errorResponses },
      },
    },
    async (request) =>
      members.getQuestionnaire(request.params.teamId, request.teamMember, request.params.memberId),
  );

  app.patch(
    '/teams/members/questionnaire/:questionnaireId',
    {
      schema: {
        params: z.object({ questionnaireId: id() }),
        body: UpdateMemberQuestionnaireBodySchema,
        response: { 200: MemberQuestionnaireSchema, ...errorResponses },
      },
    },
    async (request) =>
      members.updateQuestionnaire(
        request.userId,
        request.params.questionnaireId,
        request.body.answers,
      ),
  );

  app.get(
    '/teams/:teamId/members/:memberId/weights',
    {
      ...member,
      schema: {
        params: MemberParams,
        querystring: WeightListQuerySchema,
        response: { 200: WeightListSchema, ...errorResponses },
      },
    },
    async (request) => {
      requirePermissionOrSelf(request.teamMember, 'members.read', request.params.memberId);
      const target = await members.get(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
      );
      return weights.list(target.user._id, request.query.page, request.query.limit);
    },
  );

  app.post(
    '/weights',
    {
      schema: { body: CreateWeightBodySchema, response: { 201: WeightSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await weights.add(request.userId, request.body)),
  );

  app.delete(
    '/weights/:id',
    {
      schema: {
        params: z.object({ id: id() }),
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await weights.remove(request.userId, request.params.id);
      // 200, not 204: clients count only 200, 201, 202 and 304 as success (platform-core §7).
      return { message: 'weight deleted' };
    },
  );

  app.get(
    '/weights',
    {
      schema: {
        querystring: WeightListQuerySchema,
        response: { 200: WeightListSchema, ...errorResponses },
      },
    },
    async (request) => weights.list(request.userId, request.query.page, request.query.limit),
  );
};
