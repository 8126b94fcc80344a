import { membersContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { MEMBER_QUESTIONNAIRE_SPEC } from '../services/memberQuestionnaireSpec';
import { permitted, requirePermissionOrSelf } from '../services/permissions';

/**
 * Members and patients of a clinic and the signed-in user's weights (see `membersContract`).
 * `/teams/:teamId/...` routes need the permission docs/permissions.md gives the member's role; a
 * member of another clinic answers 404 'Member not found'.
 */
export const membersRoutes: FastifyPluginAsync = async (app) => {
  const members = app.membersService;
  const weights = app.weightsService;

  implementRoutes(
    app,
    membersContract,
    {
      getTeamWithMembers: async (request) =>
        members.listWithMembers(
          request.params.teamId,
          request.teamMember,
          request.userId,
          request.query,
        ),

      createMember: async (request) =>
        members.createPatient(
          request.params.teamId,
          request.teamMember,
          request.body,
          request.context.language,
        ),

      getMember: async (request) =>
        members.get(request.params.teamId, request.teamMember, request.params.memberId),

      updateMember: async (request) =>
        members.update(
          request.params.teamId,
          request.teamMember,
          request.params.memberId,
          request.body,
        ),

      removeMember: async (request) =>
        members.remove(request.params.teamId, request.teamMember, request.params.memberId),

      updatePersonalDetails: async (request) =>
        members.updatePersonalDetails(
          request.params.teamId,
          request.teamMember,
          request.params.memberId,
          request.body,
        ),

      updateFullName: async (request) =>
        members.updateFullName(
          request.params.teamId,
          request.teamMember,
          request.params.memberId,
          request.body,
        ),

      generateSmsCode: async (request) =>
        members.generateSmsCode(request.params.teamId, request.teamMember, request.params.memberId),

      resetPatient: async (request) =>
        members.resetPatient(request.params.teamId, request.teamMember, request.params.memberId),

      getQuestionnaireSpec: async () => MEMBER_QUESTIONNAIRE_SPEC,

      getMemberQuestionnaire: async (request) =>
        members.getQuestionnaire(
          request.params.teamId,
          request.teamMember,
          request.params.memberId,
        ),

      updateMemberQuestionnaire: async (request) =>
        members.updateQuestionnaire(
          request.userId,
          request.params.questionnaireId,
          request.body.answers,
        ),

      listMemberWeights: async (request) => {
        requirePermissionOrSelf(request.teamMember, 'members.read', request.params.memberId);
        const target = await members.get(
          request.params.teamId,
          request.teamMember,
          request.params.memberId,
        );
        return weights.list(target.user._id, request.query.page, request.query.limit);
      },

      addWeight: async (request) => weights.add(request.userId, request.body),

      deleteWeight: async (request) => {
        await weights.remove(request.userId, request.params.id);
        // 200, not 204: clients count only 200, 201, 202 and 304 as success (platform-core §7).
        return { message: 'weight deleted' };
      },

      listWeights: async (request) =>
        weights.list(request.userId, request.query.page, request.query.limit),
    },
    {
      getTeamWithMembers: permitted('members.read'),
      createMember: permitted('patients.edit'),
      removeMember: permitted('members.remove'),
      updatePersonalDetails: permitted('patients.edit'),
      updateFullName: permitted('patients.edit'),
      generateSmsCode: permitted('patients.smsCode'),
      resetPatient: permitted('patients.reset'),
    },
  );
};
