import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NO_EXAMINATION_FILTERS, readStoredFilters, storeFilters } from './examinationFilters';
import type { ExaminationFilterValues } from './examinationFilters';
import { DEFAULT_EXAMINATION_SORT } from './examinationQueries';
import { listPlaceOf, writeListPlace } from './listPlace';
import type { ListPlace } from './listPlace';

const FIRST_PLACE: ListPlace = { mode: 'list', sort: DEFAULT_EXAMINATION_SORT, page: 1 };

/**
 * The page's filters and where the user stands in the examinations (view, sort, list page). On
 * entry the saved filters are restored; setting filters stores them and goes back to the first
 * page of 10; leaving stores nothing (platform-core §2). A patient's or an employee's page
 * (`isScoped`) keeps its filters to itself: nothing restored or stored. The view, sort and page
 * live in the address (replacing its entry), so Back from an examination returns to them.
 */
export function useExaminationListState(isScoped: boolean) {
  const [filters, setFilterState] = useState<ExaminationFilterValues>(() =>
    isScoped ? NO_EXAMINATION_FILTERS : readStoredFilters(localStorage),
  );
  const [params, setParams] = useSearchParams();
  const place = listPlaceOf(params, FIRST_PLACE);
  const move = (change: Partial<ListPlace>) =>
    setParams(
      (current) =>
        writeListPlace(current, { ...listPlaceOf(current, FIRST_PLACE), ...change }, FIRST_PLACE),
      { replace: true },
    );
  const setFilters = (next: ExaminationFilterValues) => {
    setFilterState(next);
    move({ page: 1 });
    if (!isScoped) storeFilters(localStorage, next);
  };
  return {
    filters,
    setFilters,
    ...place,
    setPage: (page: number) => move({ page }),
    /** A new order starts again on the first page. */
    setSort: (sort: ListPlace['sort']) => move({ sort, page: 1 }),
    setMode: (mode: ListPlace['mode']) => move({ mode }),
  };
}
