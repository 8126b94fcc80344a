import { MEMBER_LIST_DEFAULT_SIZE } from '@telemed/domain';
import type { MemberListQuery, MemberSortField } from '@telemed/domain';

/** What the patient list is filtered and sorted by; kept in the address so a view can be shared. */
export interface PatientListState {
  name: string;
  email: string;
  /** `YYYY-MM-DD`, or '' for any. */
  dateOfBirth: string;
  showArchived: boolean;
  sortBy: MemberSortField;
  sortDirection: 'asc' | 'desc';
  /** 1-based. */
  page: number;
}

const SORT_FIELDS: readonly MemberSortField[] = ['enrolledOn', 'name', 'email', 'dateOfBirth'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The default view: every patient not archived, by join date (platform-core §9). */
export const DEFAULT_PATIENT_LIST: PatientListState = {
  name: '',
  email: '',
  dateOfBirth: '',
  showArchived: false,
  sortBy: 'enrolledOn',
  sortDirection: 'asc',
  page: 1,
};

/**
 * Reads the list state from the address; anything unreadable falls back to the default.
 *
 * @example
 * patientListFromParams(new URLSearchParams('name=nowak&archived=1')).showArchived; // true
 */
export function patientListFromParams(params: URLSearchParams): PatientListState {
  const sortBy = params.get('sort') as MemberSortField | null;
  const page = Number(params.get('page'));
  const dateOfBirth = params.get('born') ?? '';
  return {
    name: params.get('name') ?? '',
    email: params.get('email') ?? '',
    dateOfBirth: ISO_DATE.test(dateOfBirth) ? dateOfBirth : '',
    showArchived: params.get('archived') === '1',
    sortBy: sortBy && SORT_FIELDS.includes(sortBy) ? sortBy : DEFAULT_PATIENT_LIST.sortBy,
    sortDirection: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address form of the state: only what differs from the default. */
export function patientListToParams(state: PatientListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.name) params.set('name', state.name);
  if (state.email) params.set('email', state.email);
  if (state.dateOfBirth) params.set('born', state.dateOfBirth);
  if (state.showArchived) params.set('archived', '1');
  if (state.sortBy !== DEFAULT_PATIENT_LIST.sortBy) params.set('sort', state.sortBy);
  if (state.sortDirection !== DEFAULT_PATIENT_LIST.sortDirection) params.set('direction', 'desc');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET teams/{teamId} for the state: the patients only, trimmed filters, one page. */
export function patientListQuery(state: PatientListState): MemberListQuery {
  const name = state.name.trim();
  const email = state.email.trim();
  return {
    kind: 'patients',
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    offset: (state.page - 1) * MEMBER_LIST_DEFAULT_SIZE,
    size: MEMBER_LIST_DEFAULT_SIZE,
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    ...(state.dateOfBirth ? { dateOfBirth: state.dateOfBirth } : {}),
    ...(state.showArchived ? { showArchived: 'true' as const } : {}),
  };
}

/** Whether any filter narrows the list (the empty text then says so). */
export function isPatientListFiltered(state: PatientListState): boolean {
  return Boolean(state.name.trim() || state.email.trim() || state.dateOfBirth);
}
