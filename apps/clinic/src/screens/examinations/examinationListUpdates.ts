import { displayedExaminationStatus } from '@telemed/domain';
import type { Examination, ExaminationListResponse } from '@telemed/domain';
import type { ExaminationFilterValues } from './examinationFilters';

/**
 * Whether an examination belongs in a list with these filters (platform-core §4 "A created
 * examination is added to the list only if it fits the current filters"): its physician, status,
 * type and patient are among the chosen ones, and it is not archived unless archived ones show.
 *
 * @example
 * fitsFilters(created, { ...NO_EXAMINATION_FILTERS, examinationType: ['covid'] });
 */
export function fitsFilters(
  examination: Examination,
  filters: ExaminationFilterValues,
  fixedMemberId?: string,
): boolean {
  const { assignedDoctor, examinationStatus, examinationType } = filters;
  const memberId = fixedMemberId ?? filters.patient?.memberId;
  return (
    (assignedDoctor.length === 0 ||
      (examination.assignedDoctor !== null &&
        assignedDoctor.includes(examination.assignedDoctor))) &&
    (examinationStatus.length === 0 ||
      examinationStatus.includes(displayedExaminationStatus(examination.status))) &&
    (examinationType.length === 0 || examinationType.includes(examination.type)) &&
    (memberId === undefined || examination.memberId === memberId) &&
    (!examination.archived || filters.archived === true)
  );
}

/**
 * A search answer with a just-created examination added at the top, when it fits the filters;
 * otherwise the answer itself. The board finds it in `order` at the end of its column.
 */
export function withCreatedExamination(
  answer: ExaminationListResponse,
  created: Examination,
  filters: ExaminationFilterValues,
  fixedMemberId?: string,
): ExaminationListResponse {
  const known = answer.data.some((examination) => examination._id === created._id);
  if (known || !fitsFilters(created, filters, fixedMemberId)) return answer;
  return {
    data: [created, ...answer.data],
    total: answer.total + 1,
    order: [...answer.order, created._id],
  };
}

/**
 * A search answer with a changed examination put in place of its old copy. An archived one
 * leaves the list when the archived filter is not set (platform-core §4).
 */
export function withUpdatedExamination(
  answer: ExaminationListResponse,
  updated: Examination,
  filters: ExaminationFilterValues,
): ExaminationListResponse {
  const index = answer.data.findIndex((examination) => examination._id === updated._id);
  if (index === -1) return answer;
  if (updated.archived && filters.archived !== true) {
    return {
      data: answer.data.filter((examination) => examination._id !== updated._id),
      total: answer.total - 1,
      order: answer.order.filter((id) => id !== updated._id),
    };
  }
  const data = answer.data.with(index, updated);
  return { ...answer, data };
}
