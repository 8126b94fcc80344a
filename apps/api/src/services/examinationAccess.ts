import { isEmployeeRole } from '@telemed/domain';
import type { Member } from '@telemed/domain';
import { ApiError, forbidden } from '../http/apiError';

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
