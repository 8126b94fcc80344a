import {
  BOARD_STATUSES,
  EXAMINATION_LIST_PAGE_SIZE,
  displayedExaminationStatus,
} from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import { unknownCountsLast } from '../examinations/unknownCountsLast';

/** The columns the assigned-examination tables sort by. */
export const ASSIGNED_EXAMINATION_COLUMNS = [
  'status',
  'examination',
  'patient',
  'startDate',
  'duration',
  'events',
] as const;

/** One column of the assigned-examination tables. */
export type AssignedExaminationColumn = (typeof ASSIGNED_EXAMINATION_COLUMNS)[number];

/** A column and direction, as react-aria's table reports a header press. */
export interface AssignedExaminationSort {
  column: AssignedExaminationColumn;
  direction: 'ascending' | 'descending';
}

/**
 * The order a work list opens in: the longest-waiting recording first, so examinations are
 * described in the order they were recorded.
 */
export const DEFAULT_ASSIGNED_SORT: AssignedExaminationSort = {
  column: 'startDate',
  direction: 'ascending',
};

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareBy(
  column: AssignedExaminationColumn,
  typeName: (examination: Examination) => string,
): (a: Examination, b: Examination) => number {
  switch (column) {
    case 'status':
      // Board order (platform-core §4), DEFAULT where it is shown: with FOR_DESCRIPTION.
      return (a, b) =>
        BOARD_STATUSES.indexOf(displayedExaminationStatus(a.status)) -
        BOARD_STATUSES.indexOf(displayedExaminationStatus(b.status));
    case 'examination':
      return (a, b) => collator.compare(typeName(a), typeName(b));
    case 'patient':
      return (a, b) => collator.compare(a.patientFullName, b.patientFullName);
    case 'startDate':
      return (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate);
    case 'duration':
      return (a, b) => a.duration - b.duration;
    case 'events':
      return (a, b) => (a.eventCount ?? 0) - (b.eventCount ?? 0);
  }
}

/**
 * The examinations in the chosen order; ties keep the start-date order so the list does not
 * jump between sorts. `typeName` gives the name shown for a type, which is what the user sorts.
 *
 * @example
 * sortAssignedExaminations(pending, { column: 'patient', direction: 'ascending' }, (e) => e.type);
 */
export function sortAssignedExaminations(
  examinations: readonly Examination[],
  sort: AssignedExaminationSort,
  typeName: (examination: Examination) => string = (examination) => examination.type,
): Examination[] {
  const primary = compareBy(sort.column, typeName);
  const byStart = compareBy('startDate', typeName);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const unknownLast = sort.column === 'events' ? unknownCountsLast : () => 0;
  return [...examinations].sort(
    (a, b) =>
      unknownLast(a, b) || sign * primary(a, b) || byStart(a, b) || (a._id < b._id ? -1 : 1),
  );
}

/** The examinations of one page, counted from 1; a page past the end shows the last one. */
export function assignedExaminationsPage<T>(
  items: readonly T[],
  page: number,
  pageSize = EXAMINATION_LIST_PAGE_SIZE,
): T[] {
  const lastPage = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(Math.max(1, page), lastPage);
  return items.slice((shown - 1) * pageSize, shown * pageSize);
}

/** Whether a column name from the table is one of {@link ASSIGNED_EXAMINATION_COLUMNS}. */
export function isAssignedExaminationColumn(value: unknown): value is AssignedExaminationColumn {
  return (ASSIGNED_EXAMINATION_COLUMNS as readonly unknown[]).includes(value);
}
