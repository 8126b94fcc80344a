import {
  BOARD_STATUSES,
  EXAMINATION_FILTERS_STORAGE_KEY,
  EXAMINATION_TYPES,
} from '@telemed/domain';
import type {
  BoardStatus,
  ExaminationListFields,
  ExaminationType,
  KeyValueStorage,
} from '@telemed/domain';

/** The patient the Patient filter names: kept with its name so a restored filter can show it. */
export interface FilteredPatient {
  memberId: string;
  fullName: string;
}

/**
 * The filters of the examinations page (platform-core §2): Type, Status and Assigned physician
 * are multi-selects (empty = any), Archived and Patient single choices (undefined = not set).
 */
export interface ExaminationFilterValues {
  examinationType: ExaminationType[];
  examinationStatus: BoardStatus[];
  assignedDoctor: string[];
  /** true also shows archived examinations; undefined shows only the others. */
  archived?: true;
  patient?: FilteredPatient;
}

/** No filter set. */
export const NO_EXAMINATION_FILTERS: ExaminationFilterValues = {
  examinationType: [],
  examinationStatus: [],
  assignedDoctor: [],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored multi-select: its accepted values; anything else (or nothing) reads as []. */
function multi<T extends string>(stored: unknown, accepts: (value: unknown) => value is T): T[] {
  return Array.isArray(stored) ? stored.filter(accepts) : [];
}

const isType = (value: unknown): value is ExaminationType =>
  (EXAMINATION_TYPES as readonly unknown[]).includes(value);
const isStatus = (value: unknown): value is BoardStatus =>
  (BOARD_STATUSES as readonly unknown[]).includes(value);
const isMemberId = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** A stored patient, or undefined when it is not one. */
function patientOf(stored: unknown): FilteredPatient | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { memberId, fullName } = stored as Record<string, unknown>;
  return isMemberId(memberId) && typeof fullName === 'string' ? { memberId, fullName } : undefined;
}

/**
 * The filters saved under `examinations.filters`, as the page restores them on entry: empty or
 * unreadable multi-selects become [], single choices undefined (platform-core §2); nothing
 * stored, or something that is not JSON, restores no filters.
 *
 * @example
 * readStoredFilters(localStorage).examinationType; // [] when none was saved
 */
export function readStoredFilters(storage: KeyValueStorage): ExaminationFilterValues {
  const text = storage.getItem(EXAMINATION_FILTERS_STORAGE_KEY);
  if (text === null) return NO_EXAMINATION_FILTERS;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return NO_EXAMINATION_FILTERS;
  }
  if (typeof stored !== 'object' || stored === null) return NO_EXAMINATION_FILTERS;
  const fields = stored as Record<string, unknown>;
  const patient = patientOf(fields.patient);
  return {
    examinationType: multi(fields.examinationType, isType),
    examinationStatus: multi(fields.examinationStatus, isStatus),
    assignedDoctor: multi(fields.assignedDoctor, isMemberId),
    ...(fields.archived === true ? { archived: true } : {}),
    ...(patient === undefined ? {} : { patient }),
  };
}

/**
 * Saves the filters the person just set under `examinations.filters` (platform-core §2 "Setting
 * filters ... stores them locally"). Leaving the page stores nothing.
 *
 * @example
 * storeFilters(localStorage, { ...NO_EXAMINATION_FILTERS, examinationType: ['holter_ecg'] });
 */
export function storeFilters(storage: KeyValueStorage, filters: ExaminationFilterValues): void {
  storage.setItem(EXAMINATION_FILTERS_STORAGE_KEY, JSON.stringify(filters));
}

/** Whether any filter is set. */
export function hasActiveFilters(filters: ExaminationFilterValues): boolean {
  return (
    filters.examinationType.length > 0 ||
    filters.examinationStatus.length > 0 ||
    filters.assignedDoctor.length > 0 ||
    filters.archived !== undefined ||
    filters.patient !== undefined
  );
}

/**
 * The search fields of POST examinations/list for these filters. FOR_DESCRIPTION also finds
 * DEFAULT on the server (it is shown as FOR_DESCRIPTION); a fixed patient wins over the filter.
 *
 * @example
 * listFieldsOf({ ...NO_EXAMINATION_FILTERS, archived: true }).archived; // [false, true]
 */
export function listFieldsOf(
  filters: ExaminationFilterValues,
  fixedMemberId?: string,
): ExaminationListFields {
  const memberId = fixedMemberId ?? filters.patient?.memberId;
  return {
    examinationType: filters.examinationType,
    examinationStatus: filters.examinationStatus,
    assignedDoctor: filters.assignedDoctor,
    archived: filters.archived ? [false, true] : [false],
    ...(memberId === undefined ? {} : { examinationMember: [memberId] }),
  };
}
