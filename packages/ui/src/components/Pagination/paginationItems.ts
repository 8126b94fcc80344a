/** The pagination widget's page size when the caller passes none (platform-core §9). */
export const PAGINATION_DEFAULT_PAGE_SIZE = 7;

/** Up to this many pages every page has a button; beyond it ellipses stand in for some (§9). */
export const ELLIPSIS_AFTER_PAGES = 5;

/** One entry of the pager: a page button, or an ellipsis standing in for skipped pages. */
export type PaginationItem =
  { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

const pageItem = (page: number): PaginationItem => ({ type: 'page', page });

function pageRange(first: number, last: number): PaginationItem[] {
  return Array.from({ length: last - first + 1 }, (_, index) => pageItem(first + index));
}

/**
 * The sequence of page buttons and ellipses for a pager, pages counted from 1. Up to
 * {@link ELLIPSIS_AFTER_PAGES} pages all show; beyond that the first and last page always show,
 * with the current page and its neighbours, and an ellipsis wherever pages are skipped.
 * @example paginationItems(5, 10) // 1 … 4 5 6 … 10
 */
export function paginationItems(currentPage: number, pageCount: number): PaginationItem[] {
  if (pageCount < 1) return [];
  if (pageCount <= ELLIPSIS_AFTER_PAGES) return pageRange(1, pageCount);
  const current = Math.min(Math.max(Math.trunc(currentPage), 1), pageCount);
  // Near an end the window grows to four pages so the count of buttons barely changes.
  if (current <= 3)
    return [...pageRange(1, 4), { type: 'ellipsis', position: 'end' }, pageItem(pageCount)];
  if (current >= pageCount - 2)
    return [
      pageItem(1),
      { type: 'ellipsis', position: 'start' },
      ...pageRange(pageCount - 3, pageCount),
    ];
  return [
    pageItem(1),
    { type: 'ellipsis', position: 'start' },
    ...pageRange(current - 1, current + 1),
    { type: 'ellipsis', position: 'end' },
    pageItem(pageCount),
  ];
}

/** The number of pages `total` items fill at `pageSize` per page (at least 0). */
export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(0, Math.ceil(total / pageSize)) : 0;
}
