import { isEmployeeRole, isReportShared } from '@telemed/domain';
import type { Member } from '@telemed/domain';
import type { ExaminationRow } from '../db/schema';
import { ApiError, forbidden } from '../http/apiError';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { TeamsService } from './teamsService';

/** 404 'Examination not found': also for another clinic's examination, so ids reveal nothing. */
export const examinationNotFound = () => new ApiError(404, 'EXAMINATION_NOT_FOUND');

/** 409: an archived examination keeps its status until it is restored (platform-core §4). */
export const examinationArchived = () => new ApiError(409, 'EXAMINATION_ARCHIVED');

/** 409: a frozen examination keeps its physician (platform-core §4). */
export const examinationFrozen = () => new ApiError(409, 'EXAMINATION_FROZEN');

/** 404 'not a team member' (platform-core §8, annotation search). */
export const notATeamMember = () => new ApiError(404, 'NOT_A_TEAM_MEMBER');

/**
 * Staff (every role but `user`) work on the clinic's examinations; a patient only reads their
 * own. Answers 403 for a patient.
 */
export function requireStaff(actor: Member): void {
  if (!isEmployeeRole(actor.role)) throw forbidden();
}

/** Whether the member may read examinations of the patient `patientMemberId`. */
export function mayReadPatient(actor: Member, patientMemberId: string): boolean {
  return isEmployeeRole(actor.role) || actor._id === patientMemberId;
}

/** An examination as a repository finds it: its row, or a view holding the row. */
type FoundExamination = { memberId: string } | { examination: { memberId: string } };

/**
 * The one answer to "may this member read this examination", for every route and service that
 * reads one (the examination itself, its events, signals, beats, recording, statistics, reports
 * and analyses): `found` is the examination as found in the member's clinic, answered when the
 * member is staff there or its patient. A missing examination, another clinic's (not found in
 * this one) and another patient's all answer 404 'Examination not found', so ids reveal nothing
 * (docs/decisions.md "Never leak across clinics").
 */
export function readableExamination<Found extends FoundExamination>(
  actor: Member,
  found: Found | null | undefined,
): Found {
  if (!found) throw examinationNotFound();
  const { memberId } = 'examination' in found ? found.examination : found;
  if (!mayReadPatient(actor, memberId)) throw examinationNotFound();
  return found;
}

/** Finds examinations for a member through {@link readableExamination}. */
export class ExaminationAccess {
  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly teams: TeamsService,
  ) {}

  /** The examination if the member of `teamId` may read it; 404 'Examination not found' otherwise. */
  async readable(teamId: string, actor: Member, examinationId: string): Promise<ExaminationRow> {
    return readableExamination(actor, await this.examinations.findRow(teamId, examinationId));
  }

  /**
   * The examination whose figures — statistics, report, HRV report — the member may read: staff
   * always; its patient once the physician has described it (`isReportShared`), before that 404
   * 'The report is not ready yet'.
   */
  async reportReadable(
    teamId: string,
    actor: Member,
    examinationId: string,
  ): Promise<ExaminationRow> {
    const row = await this.readable(teamId, actor, examinationId);
    if (!isEmployeeRole(actor.role) && !isReportShared(row)) {
      throw new ApiError(404, 'REPORT_NOT_READY');
    }
    return row;
  }

  /** The examination if the member may change it (staff of its clinic); 403 for a patient. */
  async writable(teamId: string, actor: Member, examinationId: string): Promise<ExaminationRow> {
    requireStaff(actor);
    return this.readable(teamId, actor, examinationId);
  }

  /**
   * The examination named by id alone (the analysis calls name no clinic), if the user works in
   * its clinic; a patient of it gets 403. Anyone else gets 404: an id of another clinic must not
   * be told apart from an id that does not exist.
   */
  async ofStaffById(
    userId: string,
    examinationId: string,
  ): Promise<{ examination: ExaminationRow; actor: Member }> {
    const row = await this.examinations.findById(examinationId);
    if (!row) throw examinationNotFound();
    const actor = await this.teams.memberOf(row.teamId, userId).catch(() => null);
    if (!actor) throw examinationNotFound();
    requireStaff(actor);
    return { examination: readableExamination(actor, row), actor };
  }
}
