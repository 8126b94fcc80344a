import { useState } from 'react';
import { NO_EXAMINATION_FILTERS, readStoredFilters, storeFilters } from './examinationFilters';
import type { ExaminationFilterValues } from './examinationFilters';

/**
 * The page's filters and list page. On entry the saved filters are restored; setting filters
 * stores them and goes back to the first page of 10; leaving stores nothing (platform-core §2).
 * A patient's or an employee's page (`isScoped`) keeps its filters to itself: nothing restored or
 * stored.
 */
export function useExaminationFilterState(isScoped: boolean) {
  const [filters, setFilterState] = useState<ExaminationFilterValues>(() =>
    isScoped ? NO_EXAMINATION_FILTERS : readStoredFilters(localStorage),
  );
  const [page, setPage] = useState(1);
  const setFilters = (next: ExaminationFilterValues) => {
    setFilterState(next);
    setPage(1);
    if (!isScoped) storeFilters(localStorage, next);
  };
  return { filters, setFilters, page, setPage };
}
