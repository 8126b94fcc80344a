import {
  ANNOTATION_EXAMINATION_STATUSES,
  MEMBER_SEARCH_LIMIT,
  PENDING_EXAMINATION_STATUSES,
  validationMessage,
} from '@telemed/domain';
import type {
  CovidVitalLimitsId,
  AssignedAnnotations,
  Examination,
  ExaminationListBodySchema,
  ExaminationListResponse,
  ExaminationStatus,
  Member,
  MemberSearchQuerySchema,
  ValidateExaminationBodySchema,
  ValidateExaminationResponse,
  ValidationError,
} from '@telemed/domain';
import type { z } from 'zod';
import type { ExaminationsMembersRepository } from '../repositories/examinationsMembersRepository';
import type {
  ExaminationSearchFilters,
  ExaminationsRepository,
} from '../repositories/examinationsRepository';
import type { TeamsService } from './teamsService';
import { toMember } from './views';
import { forbidden } from '../http/apiError';
import { mayReadPatient, notATeamMember, requireStaff } from './examinationAccess';
import { memberNotFound } from './membersService';
import type { ExaminationSpecsService } from './examinationSpecsService';
import { examinationRuleErrors } from './examinationRules';
import { boardOrder, toExamination } from './examinationViews';

type ListBody = z.output<typeof ExaminationListBodySchema>;
type SearchQuery = z.output<typeof MemberSearchQuerySchema>;
type ValidateBody = z.output<typeof ValidateExaminationBodySchema>;

/** DEFAULT is shown as FOR_DESCRIPTION, so filtering by FOR_DESCRIPTION finds both. */
function storedStatuses(statuses: readonly ExaminationStatus[]): ExaminationStatus[] {
  return statuses.includes('FOR_DESCRIPTION') && !statuses.includes('DEFAULT')
    ? [...statuses, 'DEFAULT']
    : [...statuses];
}

const nonEmpty = <T>(values: readonly T[] | undefined): readonly T[] | undefined =>
  values && values.length > 0 ? values : undefined;

/** The examination lists (search, pending, annotations, a patient's) and the member search. */
export class ExaminationListsService {
  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly members: ExaminationsMembersRepository,
    private readonly specs: ExaminationSpecsService,
    private readonly teams: TeamsService,
    /** The preset of limits a clinic judges new COVID questionnaires by (its settings). */
    private readonly clinicVitalLimits: (teamId: string) => Promise<CovidVitalLimitsId>,
    /** The clock COVID dates are held to. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * POST teams/{teamId}/examinations/list: staff only. Archived examinations show only when the
   * archived filter asks for them; HIDDEN ones and types without a spec never do.
   */
  async search(teamId: string, actor: Member, body: ListBody): Promise<ExaminationListResponse> {
    requireStaff(actor);
    const { fields } = body;
    const statuses = nonEmpty(fields.examinationStatus);
    const knownTypes = await this.specs.knownTypes();
    const requestedTypes = nonEmpty(fields.examinationType);
    const filters: ExaminationSearchFilters = {
      // Types without a spec are dropped from lists (platform-core §3).
      types: requestedTypes
        ? requestedTypes.filter((type) => knownTypes.includes(type))
        : knownTypes,
      archived: nonEmpty(fields.archived) ?? [false],
      statuses: statuses ? storedStatuses(statuses) : undefined,
      assignedDoctorIds: nonEmpty(fields.assignedDoctor),
      memberIds: nonEmpty(fields.examinationMember),
    };
    const { views, total } = await this.examinations.search(teamId, {
      filters,
      sort: body.sortBy,
      offset: body.pagination.offset,
      size: body.pagination.size,
    });
    const data = views.map(toExamination);
    return { data, total, order: boardOrder(data) };
  }

  private async listed(
    teamId: string,
    filters: Omit<ExaminationSearchFilters, 'types'>,
  ): Promise<Examination[]> {
    const types = await this.specs.knownTypes();
    return (await this.examinations.listAll(teamId, { ...filters, types })).map(toExamination);
  }

  /** A patient's examinations, oldest first; a patient may list only their own. */
  async listForMember(teamId: string, actor: Member, memberId: string): Promise<Examination[]> {
    if (!mayReadPatient(actor, memberId)) throw forbidden();
    if (!(await this.members.find(teamId, memberId))) throw memberNotFound();
    return this.listed(teamId, { memberIds: [memberId], archived: [false, true] });
  }

  /** The signed-in physician's examinations FOR_DESCRIPTION or DESCRIBED (platform-core §4). */
  async listPending(teamId: string, actor: Member): Promise<Examination[]> {
    requireStaff(actor);
    return this.listed(teamId, {
      assignedDoctorIds: [actor._id],
      statuses: PENDING_EXAMINATION_STATUSES,
      archived: [false],
    });
  }

  /** Examinations awaiting description assigned to one member; 'not a team member' otherwise. */
  async listAssignedAnnotations(
    teamId: string,
    actor: Member,
    memberId: string,
  ): Promise<AssignedAnnotations> {
    requireStaff(actor);
    if (!(await this.members.find(teamId, memberId))) throw notATeamMember();
    const response = await this.listed(teamId, {
      assignedDoctorIds: [memberId],
      statuses: ANNOTATION_EXAMINATION_STATUSES,
      archived: [false],
    });
    return { response, message: `${response.length} examinations awaiting description` };
  }

  /** GET search: at most 5 members of the clinic with the roles, for staff of that clinic. */
  async searchMembers(userId: string, query: SearchQuery): Promise<Member[]> {
    const actor = await this.teams.memberOf(query.teamId, userId);
    requireStaff(actor);
    const found = await this.members.search(
      query.teamId,
      query.phrase,
      query.roles,
      MEMBER_SEARCH_LIMIT,
    );
    return found.map(({ member, user }) => toMember(member, user));
  }

  /**
   * POST validate/examinations: the field errors creating this examination would meet, empty
   * when there are none. With `teamId` the caller must be staff of that clinic and `memberId`
   * one of its patients.
   */
  async validate(userId: string, body: ValidateBody): Promise<ValidateExaminationResponse> {
    const validationErrors: ValidationError[] = [];
    const fail = (property: string, constraint: 'isRequired' | 'notAPatient' | 'invalidValue') =>
      validationErrors.push({
        property,
        constraints: { [constraint]: validationMessage(constraint) },
      });
    if (body.teamId) {
      requireStaff(await this.teams.memberOf(body.teamId, userId));
      if (!body.memberId) fail('memberId', 'isRequired');
      else {
        const patient = await this.members.find(body.teamId, body.memberId);
        if (patient?.member.role !== 'user') fail('memberId', 'notAPatient');
      }
    }
    if (body.startDate && body.endDate && Date.parse(body.startDate) >= Date.parse(body.endDate)) {
      validationErrors.push({
        property: 'startDate',
        constraints: {
          startDateDifferentThanEndDate: validationMessage('startDateDifferentThanEndDate'),
        },
      });
    }
    if (!body.type) {
      fail('type', 'isRequired');
      return { validationErrors };
    }
    const spec = await this.specs.find(body.type);
    if (!spec) fail('type', 'invalidValue');
    else {
      // With its clinic named, a COVID questionnaire is judged as creating it would judge it.
      const questionnaire =
        body.type === 'covid' && body.teamId
          ? { ...body.questionnaire, vital_limits: await this.clinicVitalLimits(body.teamId) }
          : body.questionnaire;
      validationErrors.push(...examinationRuleErrors({ ...body, questionnaire, spec }, this.now()));
    }
    return { validationErrors };
  }
}
