import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  ERROR_MESSAGES,
  SMS_CODE_LENGTH,
  SUCCESS_MESSAGES,
  normalizeIdentifier,
  validateQuestionnaireAnswers,
  validationMessage,
} from '@telemed/domain';
import type {
  CreateMemberBody,
  CreateMemberResponse,
  Invitation,
  Language,
  Member,
  MemberQuestionnaire,
  MessageResponse,
  PatientFieldName,
  SmsCodeResponse,
  TeamMember,
  TeamWithMembers,
  UpdateFullNameBody,
  UpdateMemberBody,
  UpdatePersonalDetailsBody,
  ValidationError,
} from '@telemed/domain';
import type { Database } from '../db/connect';
import type { MemberPersonalDetails, NewMemberProfileRow } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError, fieldFailed, forbidden, validationFailed } from '../http/apiError';
import type {
  MemberListFilter,
  MemberRecord,
  MembersRepository,
} from '../repositories/membersRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import type { SmsProvider } from '../sms/smsProvider';
import { MEMBER_QUESTIONNAIRE_SPEC } from './memberQuestionnaireSpec';
import { NO_EMAIL_DOMAIN, toTeamMember } from './memberViews';
import { requirePermission, requirePermissionOrSelf } from './permissions';
import type { ExaminationFileRemover } from './recordingsService';
import type { SessionsService } from './sessionsService';
import type { AccessEndings } from './accessEndings';
import { toMember, toTeam } from './views';

/** 404 'Member not found': also for another clinic's member, so ids reveal nothing. */
export const memberNotFound = () => new ApiError(404, 'MEMBER_NOT_FOUND');

/** 502 'Could not send SMS' (clinical-domain §8). */
export const smsNotSent = () => new ApiError(502, 'SMS_NOT_SENT');

/**
 * An SMS activation code stays valid for 24 hours; the spec does not say (decision recorded in
 * docs/permissions.md, "Decisions").
 */
export const SMS_CODE_TTL_MS = 24 * 60 * 60 * 1000;

type PatientFields = Partial<Record<PatientFieldName, unknown>>;

/** Patient fields of the clinic's member row beside the phone. */
const PERSONAL_DETAIL_FIELDS = ['dateOfBirth', 'gender', 'height'] as const;
const MEMBER_FIELDS = ['phone'] as const;

/** Patient fields stored in the member's clinic record (the rest live on the member row). */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'weight',
  'identifier',
  'identifierType',
  'description',
  'patientCardNumber',
  'uniqueId',
  'guardianName',
  'guardianPhone',
  'emergencyContactName',
  'emergencyContactPhone',
  'placeOfResidence',
  'placeOfResidenceSize',
  'referralSource',
  'ownsSmartphone',
  'dependentOnGuardian',
  'assignedPhysicianId',
] as const satisfies readonly PatientFieldName[];

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

function pick<Name extends string>(
  body: Record<string, unknown>,
  names: readonly Name[],
): Partial<Record<Name, unknown>> {
  return Object.fromEntries(
    names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]),
  ) as Partial<Record<Name, unknown>>;
}

/** Invites a person to the clinic (the invitations service); a patient with an account joins so. */
export interface PatientInviter {
  invitePatient(
    teamId: string,
    actor: Member,
    email: string,
    inviterLanguage: Language,
  ): Promise<Invitation>;
}

/** Members and patients of a clinic (platform-core §7 "Members and teams"). */
export class MembersService {
  constructor(
    private readonly db: Database,
    private readonly members: MembersRepository,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly sms: SmsProvider,
    private readonly sessions: SessionsService,
    private readonly accessEndings: AccessEndings,
    private readonly invitations: PatientInviter,
    private readonly files: ExaminationFileRemover,
  ) {}

  private async load(
    teamId: string,
    memberId: string,
    tx: Database = this.db,
  ): Promise<MemberRecord> {
    const record = await this.members.find(teamId, memberId, tx);
    if (!record) throw memberNotFound();
    return record;
  }

  /** A member staff may act on as a patient; employees answer 403 for patient-only actions. */
  private async loadPatient(
    teamId: string,
    memberId: string,
    tx?: Database,
  ): Promise<MemberRecord> {
    const record = await this.load(teamId, memberId, tx);
    if (record.member.role !== 'user') throw forbidden();
    return record;
  }

  /** GET teams/{teamId}: the clinic with a page of members (default enrolledOn ascending, 100). */
  async listWithMembers(
    teamId: string,
    actor: Member,
    userId: string,
    filter: MemberListFilter,
  ): Promise<TeamWithMembers> {
    requirePermission(actor, 'members.read');
    const membership = await this.teams.findMembership(teamId, userId);
    if (!membership) throw forbidden();
    const { records, total } = await this.members.list(teamId, filter);
    const now = new Date();
    return {
      ...toTeam(membership.team, membership.member),
      members: records.map((record) => toTeamMember(record, now)),
      total,
    };
  }

  /** GET teams/{teamId}/members/{memberId}: staff read anyone, a patient only themselves. */
  async get(teamId: string, actor: Member, memberId: string): Promise<TeamMember> {
    requirePermissionOrSelf(actor, 'members.read', memberId);
    return toTeamMember(await this.load(teamId, memberId));
  }

  /**
   * POST teams/{teamId}/user. Without an e-mail, or with one no account has, the clinic creates
   * the patient's account (its own until the patient claims it through that mailbox) and the
   * patient's record. An e-mail that already belongs to an account is a person's: they are
   * invited as a patient and join only by accepting; until then the clinic holds nothing of them.
   */
  async createPatient(
    teamId: string,
    actor: Member,
    body: CreateMemberBody,
    language: Language,
  ): Promise<CreateMemberResponse> {
    requirePermission(actor, 'patients.edit');
    const fields = body as CreateMemberBody & PatientFields;
    await this.checkPatientFields(teamId, null, fields, this.db);
    const existing = body.email ? await this.users.findByEmail(body.email) : null;
    if (existing) {
      return {
        invitation: await this.invitations.invitePatient(teamId, actor, existing.email, language),
      };
    }
    try {
      return { teamMember: await this.createPatientAccount(teamId, body, fields) };
    } catch (error) {
      // The address was registered meanwhile: it is a person's account after all.
      const registered =
        body.email && isUniqueViolation(error) ? await this.users.findByEmail(body.email) : null;
      if (!registered) throw error;
      return {
        invitation: await this.invitations.invitePatient(teamId, actor, registered.email, language),
      };
    }
  }

  /** A new account made by the clinic, with the patient's record; no e-mail gets a reserved one. */
  private async createPatientAccount(
    teamId: string,
    body: CreateMemberBody,
    fields: PatientFields,
  ): Promise<TeamMember> {
    return this.db.transaction(async (tx) => {
      const personalDetails: MemberPersonalDetails = {
        dateOfBirth: body.dateOfBirth ?? null,
        gender: body.gender ?? null,
        height: body.height ?? null,
      };
      const user = await this.users.insert(
        {
          email: body.email ?? `patient-${randomUUID()}${NO_EMAIL_DOMAIN}`,
          passwordHash: `unusable-${randomUUID()}`,
          fullName: body.fullName,
          settings: { language: 'en-GB', temperatureUnits: 'celsius', lengthUnits: 'metric' },
          personalDetails: { fullName: body.fullName, ...personalDetails },
          createdByTeamId: teamId,
        },
        tx,
      );
      const member = await this.teams.insertMember(
        {
          teamId,
          userId: user.id,
          role: 'user',
          name: body.fullName,
          phone: body.phone ?? null,
          personalDetails,
          // The clinic keeps the patient's record; there is no invitation to accept.
          acceptedInvitation: true,
          enrolledOn: new Date(),
        },
        tx,
      );
      await this.members.upsertProfile(member.id, teamId, this.profileChanges(fields), tx);
      return toTeamMember(await this.load(teamId, member.id, tx));
    });
  }

  /**
   * PATCH teams/{teamId}/members/{memberId}: the role needs `members.changeRole` (the last
   * administrator keeps theirs), archived `patients.archive`, patient fields `patients.edit`.
   * An employee's only field is their phone (for SMS notifications), set by themselves or by
   * whoever may change their role.
   */
  async update(
    teamId: string,
    actor: Member,
    memberId: string,
    body: UpdateMemberBody,
  ): Promise<TeamMember> {
    const { role, archived, ...rest } = body;
    const fields = rest as PatientFields;
    const fieldNames = Object.keys(fields).filter(
      (name) => fields[name as PatientFieldName] !== undefined,
    );
    const hasFields = fieldNames.length > 0;
    const isPhoneOnly = hasFields && fieldNames.every((name) => name === 'phone');
    if (role !== undefined) requirePermission(actor, 'members.changeRole');
    if (archived !== undefined) requirePermission(actor, 'patients.archive');
    if (hasFields && !isPhoneOnly) requirePermission(actor, 'patients.edit');
    return this.db.transaction(async (tx) => {
      const record = await this.load(teamId, memberId, tx);
      const isPatient = record.member.role === 'user';
      if (isPhoneOnly) {
        requirePermissionOrSelf(
          actor,
          isPatient ? 'patients.edit' : 'members.changeRole',
          memberId,
        );
      }
      const employeeFields = fieldNames.filter((name) => name !== 'phone');
      if (!isPatient && (archived !== undefined || employeeFields.length > 0)) {
        const names = [...(archived !== undefined ? ['archived'] : []), ...employeeFields];
        throw validationFailed(
          names.map((property) => ({
            property,
            constraints: { notAPatient: validationMessage('notAPatient') },
          })),
        );
      }
      if (role !== undefined && role !== record.member.role) {
        if (
          record.member.role === 'administrator' &&
          (await this.members.countAdministrators(teamId, tx)) <= 1
        ) {
          throw fieldFailed('role', 'lastAdministrator');
        }
        await this.members.updateMember(memberId, { role }, tx);
      }
      if (hasFields) await this.writePatientFields(record, fields, tx);
      if (archived !== undefined) {
        await this.members.upsertProfile(memberId, teamId, { archived }, tx);
      }
      return toTeamMember(await this.load(teamId, memberId, tx));
    });
  }

  /**
   * DELETE teams/{teamId}/members/{memberId}: a patient goes with their examinations and their
   * recording files. The removed person loses the clinic at once: every request checks
   * membership, and their open sockets leave the clinic's room.
   */
  async remove(teamId: string, actor: Member, memberId: string): Promise<MessageResponse> {
    requirePermission(actor, 'members.remove');
    const removed = await this.db.transaction(async (tx) => {
      const record = await this.load(teamId, memberId, tx);
      if (
        record.member.role === 'administrator' &&
        (await this.members.countAdministrators(teamId, tx)) <= 1
      ) {
        throw fieldFailed('role', 'lastAdministrator');
      }
      const files = await this.files.filesOf({ memberId }, tx);
      await this.members.deleteMember(memberId, tx);
      // An account the clinic made for this patient was only ever its own: its sessions end.
      const ended = (await this.mayEndSessionsOf(teamId, record, tx))
        ? await this.sessions.endAll(record.user.id, undefined, tx)
        : null;
      return { user: record.user, ended, files };
    });
    this.accessEndings.membershipEnded(removed.user.id, teamId);
    if (removed.ended) this.sessions.announce(removed.ended);
    await this.files.removeFiles(removed.files);
    return { message: SUCCESS_MESSAGES.memberRemoved };
  }

  /** PATCH teams/{teamId}/user/{memberId}: a patient's date of birth, gender and height. */
  async updatePersonalDetails(
    teamId: string,
    actor: Member,
    memberId: string,
    body: UpdatePersonalDetailsBody,
  ): Promise<TeamMember> {
    requirePermission(actor, 'patients.edit');
    return this.db.transaction(async (tx) => {
      const record = await this.loadPatient(teamId, memberId, tx);
      await this.writePatientFields(record, body as PatientFields, tx);
      return toTeamMember(await this.load(teamId, memberId, tx));
    });
  }

  /**
   * PUT teams/{teamId}/user/{memberId}/fullName: the patient's name in this clinic (its lists,
   * examinations and reports). The account's own name is the person's and stays.
   */
  async updateFullName(
    teamId: string,
    actor: Member,
    memberId: string,
    body: UpdateFullNameBody,
  ): Promise<TeamMember> {
    requirePermission(actor, 'patients.edit');
    return this.db.transaction(async (tx) => {
      await this.loadPatient(teamId, memberId, tx);
      await this.members.updateMember(memberId, { name: body.fullName }, tx);
      return toTeamMember(await this.load(teamId, memberId, tx));
    });
  }

  /**
   * POST teams/{teamId}/members/{memberId}/code: a new 6-digit activation code for the patient's
   * app, texted to the patient's phone when there is one. The code is stored only once the SMS
   * went out; a provider failure answers 502 'Could not send SMS' and keeps the previous code.
   */
  async generateSmsCode(teamId: string, actor: Member, memberId: string): Promise<SmsCodeResponse> {
    requirePermission(actor, 'patients.smsCode');
    const { member } = await this.loadPatient(teamId, memberId);
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const expiresAt = new Date(Date.now() + SMS_CODE_TTL_MS);
    if (member.phone) {
      try {
        await this.sms.send({ to: member.phone, text: `Telemed: ${code}` });
      } catch {
        throw smsNotSent();
      }
    }
    await this.members.storeSmsCode(memberId, hashCode(code), expiresAt);
    return { code, sent: member.phone !== null, expiresAt: expiresAt.toISOString() };
  }

  /**
   * POST teams/{teamId}/members/{memberId}/reset: logs the patient out of all devices and
   * voids the SMS code, so a new code must be generated (clinical-domain §4). Only for a patient
   * whose account this clinic created: a person's own account, staff and site administrators
   * answer 403.
   */
  async resetPatient(teamId: string, actor: Member, memberId: string): Promise<MessageResponse> {
    requirePermission(actor, 'patients.reset');
    const ended = await this.db.transaction(async (tx) => {
      const record = await this.loadPatient(teamId, memberId, tx);
      if (!(await this.mayEndSessionsOf(teamId, record, tx))) throw forbidden();
      await this.members.deleteSmsCode(memberId, tx);
      return this.sessions.endAll(record.user.id, undefined, tx);
    });
    this.sessions.announce(ended);
    return { message: SUCCESS_MESSAGES.patientReset };
  }

  /** GET teams/{teamId}/members/{memberId}/questionnaire: staff, or the patient themselves. */
  async getQuestionnaire(
    teamId: string,
    actor: Member,
    memberId: string,
  ): Promise<MemberQuestionnaire> {
    requirePermissionOrSelf(actor, 'patients.questionnaire', memberId);
    const record = await this.load(teamId, memberId);
    const profile = record.profile ?? (await this.members.upsertProfile(memberId, teamId, {}));
    return {
      _id: profile.questionnaireId,
      memberId,
      answers: profile.questionnaire,
      updatedAt: profile.questionnaireUpdatedAt?.toISOString() ?? null,
    };
  }

  /**
   * PATCH teams/members/questionnaire/{questionnaireId}: merges answers checked against the
   * questionnaire spec. The questionnaire's clinic is looked up from its id; a questionnaire of
   * a clinic the user is not a member of is not found.
   */
  async updateQuestionnaire(
    userId: string,
    questionnaireId: string,
    answers: MemberQuestionnaire['answers'],
  ): Promise<MemberQuestionnaire> {
    const profile = await this.members.findProfileByQuestionnaire(questionnaireId);
    const membership = profile ? await this.teams.findMembership(profile.teamId, userId) : null;
    if (!profile || !membership) throw new ApiError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
    const actor = toMember(membership.member, membership.user);
    requirePermissionOrSelf(actor, 'patients.questionnaire', profile.memberId);
    const errors = validateQuestionnaireAnswers(MEMBER_QUESTIONNAIRE_SPEC, answers);
    if (errors.length > 0) throw validationFailed(errors);
    const merged = { ...profile.questionnaire, ...answers };
    const updated = await this.members.upsertProfile(profile.memberId, profile.teamId, {
      questionnaire: merged,
      questionnaireUpdatedAt: new Date(),
    });
    return {
      _id: updated.questionnaireId,
      memberId: updated.memberId,
      answers: updated.questionnaire,
      updatedAt: updated.questionnaireUpdatedAt?.toISOString() ?? null,
    };
  }

  /**
   * Whether the clinic may end the sessions of the member's account: a patient's account it
   * created, which is nobody's staff account anywhere and no site administrator's.
   */
  private async mayEndSessionsOf(
    teamId: string,
    { member, user }: MemberRecord,
    tx: Database,
  ): Promise<boolean> {
    if (member.role !== 'user' || user.createdByTeamId !== teamId) return false;
    if (user.siteRoles.length > 0) return false;
    const memberships = await this.teams.listMembershipsOfUser(user.id, tx);
    return memberships.every((membership) => membership.member.role === 'user');
  }

  /** Server-only checks of patient fields: Unique ID free in the clinic, physician is a doctor. */
  private async checkPatientFields(
    teamId: string,
    memberId: string | null,
    fields: PatientFields,
    tx: Database,
  ): Promise<void> {
    const errors: ValidationError[] = [];
    if (
      typeof fields.uniqueId === 'string' &&
      (await this.members.uniqueIdTaken(teamId, fields.uniqueId, memberId, tx))
    ) {
      errors.push({
        property: 'uniqueId',
        constraints: { uniqueIdTaken: validationMessage('uniqueIdTaken') },
      });
    }
    if (typeof fields.assignedPhysicianId === 'string') {
      const physician = await this.members.find(teamId, fields.assignedPhysicianId, tx);
      if (physician?.member.role !== 'doctor') {
        errors.push({
          property: 'assignedPhysicianId',
          constraints: { notAPhysician: validationMessage('notAPhysician') },
        });
      }
    }
    if (errors.length > 0) throw validationFailed(errors);
  }

  private profileChanges(fields: PatientFields): Partial<NewMemberProfileRow> {
    const changes = pick(fields, PROFILE_FIELDS) as Partial<NewMemberProfileRow>;
    if (typeof changes.identifier === 'string') {
      changes.identifier = normalizeIdentifier(changes.identifier);
    }
    return changes;
  }

  /**
   * Writes patient fields to the clinic's records: the member row (phone, birth date, gender,
   * height) or the patient record. Never the account: it is the person's.
   */
  private async writePatientFields(
    record: MemberRecord,
    fields: PatientFields,
    tx: Database,
  ): Promise<void> {
    const { member } = record;
    await this.checkPatientFields(member.teamId, member.id, fields, tx);
    const detailChanges = pick(fields, PERSONAL_DETAIL_FIELDS);
    const memberChanges: { phone?: string | null; personalDetails?: MemberPersonalDetails } = pick(
      fields,
      MEMBER_FIELDS,
    ) as { phone?: string | null };
    if (Object.keys(detailChanges).length > 0) {
      memberChanges.personalDetails = {
        ...member.personalDetails,
        ...detailChanges,
      } as MemberPersonalDetails;
    }
    await this.members.updateMember(member.id, memberChanges, tx);
    const profileChanges = this.profileChanges(fields);
    if (Object.keys(profileChanges).length > 0) {
      await this.members.upsertProfile(member.id, member.teamId, profileChanges, tx);
    }
  }
}
