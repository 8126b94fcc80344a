import {
  QualificationDetailsSchema,
  nextFinalQualificationLifecycle,
  nextQualificationLifecycle,
  qualificationFigures,
} from '@telemed/domain';
import type {
  FinalQualificationTransition,
  Member,
  Qualification,
  QualificationDetails,
  QualificationLifecycle,
  QualificationListQuery,
  QualificationPage,
  QualificationTransition,
} from '@telemed/domain';
import type { Database } from '../db/connect';
import { ApiError, fieldFailed, notFound } from '../http/apiError';
import type { MembersRepository } from '../repositories/membersRepository';
import type {
  QualificationRecord,
  QualificationsRepository,
} from '../repositories/qualificationsRepository';
import { memberNotFound } from './membersService';

/** 409 with the spec's message: the transition is not legal from where the qualification is. */
export const qualificationStateChangeFailed = () =>
  new ApiError(409, 'QUALIFICATION_STATE_CHANGE_FAILED');

/** A stored qualification as the API answers it, with the figures computed from its fields. */
function toQualification({ qualification, patientFullName }: QualificationRecord): Qualification {
  // Parsing fills fields a later version added with their empty values.
  const details = QualificationDetailsSchema.parse(qualification.details);
  return {
    _id: qualification.id,
    teamId: qualification.teamId,
    memberId: qualification.memberId,
    patientFullName,
    state: qualification.state,
    finalQualification: qualification.finalQualification,
    details,
    figures: qualificationFigures(details),
    createdAt: qualification.createdAt.toISOString(),
    updatedAt: qualification.updatedAt.toISOString(),
  };
}

/**
 * Qualifications to tele-rehabilitation (clinical-domain §2–§4): a patient's qualification, its
 * recorded fields and its lifecycle along the graph of `@telemed/domain`. Who may call what is
 * the route's permission (docs/permissions.md); here every id is looked up inside the clinic.
 */
export class QualificationsService {
  constructor(
    private readonly db: Database,
    private readonly qualifications: QualificationsRepository,
    private readonly members: MembersRepository,
  ) {}

  /** One page of the clinic's qualifications, newest first, optionally in one state. */
  async list(
    teamId: string,
    query: Required<Pick<QualificationListQuery, 'page' | 'limit'>> &
      Pick<QualificationListQuery, 'state'>,
  ): Promise<QualificationPage> {
    const { records, total } = await this.qualifications.list(teamId, {
      ...(query.state ? { state: query.state } : {}),
      offset: query.page * query.limit,
      size: query.limit,
    });
    return { data: records.map(toQualification), total, page: query.page, limit: query.limit };
  }

  /** One qualification of the clinic (404 for another clinic's, as for an unknown id). */
  async get(teamId: string, qualificationId: string): Promise<Qualification> {
    return toQualification(await this.found(teamId, qualificationId));
  }

  /**
   * Starts a qualification of a patient of the clinic: a member of another clinic is not found
   * (404), an employee is not a patient (400 'notAPatient').
   */
  async create(
    teamId: string,
    actor: Member,
    body: { memberId: string; details: QualificationDetails },
  ): Promise<Qualification> {
    const patient = await this.members.find(teamId, body.memberId);
    if (!patient) throw memberNotFound();
    if (patient.member.role !== 'user') throw fieldFailed('memberId', 'notAPatient');
    const row = await this.qualifications.insert({
      teamId,
      memberId: body.memberId,
      details: body.details,
      createdBy: actor._id,
    });
    return this.get(teamId, row.id);
  }

  /** Replaces the recorded fields; the state does not change. */
  async update(
    teamId: string,
    qualificationId: string,
    details: QualificationDetails,
  ): Promise<Qualification> {
    await this.found(teamId, qualificationId);
    await this.qualifications.update(qualificationId, { details });
    return this.get(teamId, qualificationId);
  }

  /** Takes a transition of the qualification graph; an illegal one is 409 and changes nothing. */
  async changeState(
    teamId: string,
    qualificationId: string,
    transition: QualificationTransition,
  ): Promise<Qualification> {
    return this.move(teamId, qualificationId, (current) =>
      nextQualificationLifecycle(current, transition),
    );
  }

  /** Completes or rejects the final qualification; illegal unless the qualification is qualified. */
  async changeFinalState(
    teamId: string,
    qualificationId: string,
    transition: FinalQualificationTransition,
  ): Promise<Qualification> {
    return this.move(teamId, qualificationId, (current) =>
      nextFinalQualificationLifecycle(current, transition),
    );
  }

  /**
   * Moves the qualification to the lifecycle `next` gives from its current one, with the row
   * locked so two staff members' clicks cannot both leave the same state.
   */
  private async move(
    teamId: string,
    qualificationId: string,
    next: (current: QualificationLifecycle) => QualificationLifecycle | null,
  ): Promise<Qualification> {
    await this.db.transaction(async (tx) => {
      const record = await this.qualifications.find(teamId, qualificationId, tx, {
        forUpdate: true,
      });
      if (!record) throw notFound();
      const lifecycle = next(record.qualification);
      if (!lifecycle) throw qualificationStateChangeFailed();
      await this.qualifications.update(qualificationId, lifecycle, tx);
    });
    return this.get(teamId, qualificationId);
  }

  private async found(teamId: string, qualificationId: string): Promise<QualificationRecord> {
    const record = await this.qualifications.find(teamId, qualificationId);
    if (!record) throw notFound();
    return record;
  }
}
