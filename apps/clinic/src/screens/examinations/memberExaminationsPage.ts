import { EXAMINATION_LIST_PAGE_SIZE } from '@telemed/domain';
import type { Examination, ExaminationListResponse, ExaminationSort } from '@telemed/domain';
import type { ExaminationFilterValues } from './examinationFilters';
import { fitsFilters } from './examinationListUpdates';
import { unknownCountsLast } from './unknownCountsLast';

type SortValue = string | number;

function sortValueOf(examination: Examination, field: ExaminationSort['field']): SortValue {
  switch (field) {
    case 'duration':
      return examination.duration;
    case 'eventCount':
      return examination.eventCount ?? 0;
    default:
      return examination[field];
  }
}

/**
 * A patient's examinations (already loaded, newest first) as the list shows them: filtered like
 * the search, sorted by `sort` when one is chosen (stable, so equal values keep the loaded
 * order), one page of 10, with the ids in board order for the board.
 */
export function memberExaminationsPage(
  examinations: readonly Examination[],
  filters: ExaminationFilterValues,
  sort: ExaminationSort | null,
  page: number | null,
): ExaminationListResponse {
  const matching = examinations.filter((examination) =>
    fitsFilters(examination, filters, examination.memberId),
  );
  const sorted = sort
    ? matching.toSorted((first, second) => {
        const unknownLast = sort.field === 'eventCount' ? unknownCountsLast(first, second) : 0;
        if (unknownLast !== 0) return unknownLast;
        const a = sortValueOf(first, sort.field);
        const b = sortValueOf(second, sort.field);
        const order =
          typeof a === 'number' && typeof b === 'number'
            ? a - b
            : String(a).localeCompare(String(b));
        return sort.direction === 'asc' ? order : -order;
      })
    : matching;
  const data =
    page === null
      ? sorted
      : sorted.slice((page - 1) * EXAMINATION_LIST_PAGE_SIZE, page * EXAMINATION_LIST_PAGE_SIZE);
  const order = matching
    .toSorted((first, second) => first.boardPosition - second.boardPosition)
    .map((examination) => examination._id);
  return { data, total: matching.length, order };
}
