import { EXAMINATION_SORT_FIELDS } from '@telemed/domain';
import type { ExaminationSort, ExaminationSortField } from '@telemed/domain';

/** How the examinations are shown: a paged list or the board of status columns. */
export type ViewMode = 'list' | 'board';

/** Where the user stands in the examinations: the view, the list's sort and page. */
export interface ListPlace {
  mode: ViewMode;
  sort: ExaminationSort;
  page: number;
}

const isSortField = (value: string): value is ExaminationSortField =>
  (EXAMINATION_SORT_FIELDS as readonly string[]).includes(value);

/**
 * The place an address names (`?view=board&sort=startDate.asc&page=3`), anything missing or
 * malformed taken from `fallback`: so Back from an examination returns to the same view, order
 * and page, and a copied link opens them.
 */
export function listPlaceOf(params: URLSearchParams, fallback: ListPlace): ListPlace {
  const view = params.get('view');
  const [field = '', direction] = (params.get('sort') ?? '').split('.');
  const page = Number(params.get('page'));
  return {
    mode: view === 'board' || view === 'list' ? view : fallback.mode,
    sort:
      isSortField(field) && (direction === 'asc' || direction === 'desc')
        ? { field, direction }
        : fallback.sort,
    page: Number.isInteger(page) && page >= 1 ? page : fallback.page,
  };
}

/** Writes `place` into `params`, leaving out what equals `fallback` so addresses stay short. */
export function writeListPlace(
  params: URLSearchParams,
  place: ListPlace,
  fallback: ListPlace,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, same: boolean) => {
    if (same) next.delete(name);
    else next.set(name, value);
  };
  set('view', place.mode, place.mode === fallback.mode);
  set(
    'sort',
    `${place.sort.field}.${place.sort.direction}`,
    place.sort.field === fallback.sort.field && place.sort.direction === fallback.sort.direction,
  );
  set('page', String(place.page), place.page === fallback.page);
  return next;
}
