import type { Member } from '@telemed/domain';
import type { ExaminationRow } from '../db/schema';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import { examinationNotFound, requireStaff } from './examinationAccess';
import type { TeamsService } from './teamsService';

/**
 * The examination named by id alone (the analysis calls name no clinic), if the user works in
 * its clinic; a patient of it gets 403. Anyone else gets 404: an id of another clinic must not be
 * told apart from an id that does not exist.
 */
export async function staffExamination(
  examinations: ExaminationsRepository,
  teams: TeamsService,
  userId: string,
  examinationId: string,
): Promise<{ examination: ExaminationRow; actor: Member }> {
  const row = await examinations.findById(examinationId);
  if (!row) throw examinationNotFound();
  const actor = await teams.memberOf(row.teamId, userId).catch(() => null);
  if (!actor) throw examinationNotFound();
  requireStaff(actor);
  return { examination: row, actor };
}
