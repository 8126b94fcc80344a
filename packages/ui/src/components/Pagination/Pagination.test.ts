import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS_AFTER_PAGES,
  PAGINATION_DEFAULT_PAGE_SIZE,
  pageCountOf,
  paginationItems,
} from './paginationItems';
import type { PaginationItem } from './paginationItems';

/** The items as the pager shows them: page numbers and '…'. */
function shown(items: PaginationItem[]): (number | '…')[] {
  return items.map((item) => (item.type === 'page' ? item.page : '…'));
}

describe('paginationItems', () => {
  it('uses the spec constants: 7 per page, ellipses beyond 5 pages', () => {
    expect(PAGINATION_DEFAULT_PAGE_SIZE).toBe(7);
    expect(ELLIPSIS_AFTER_PAGES).toBe(5);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows a single page', () => {
    expect(shown(paginationItems(1, 1))).toEqual([1]);
  });

  it('shows every page up to 5 pages', () => {
    for (let current = 1; current <= 5; current += 1)
      expect(shown(paginationItems(current, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows an ellipsis once there are 6 pages', () => {
    expect(shown(paginationItems(1, 6))).toEqual([1, 2, 3, 4, '…', 6]);
    expect(shown(paginationItems(6, 6))).toEqual([1, '…', 3, 4, 5, 6]);
  });

  it('keeps the current page and its neighbours near the start', () => {
    expect(shown(paginationItems(3, 10))).toEqual([1, 2, 3, 4, '…', 10]);
  });

  it('puts ellipses on both sides of a page in the middle', () => {
    expect(shown(paginationItems(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
  });

  it('keeps the current page and its neighbours near the end', () => {
    expect(shown(paginationItems(8, 10))).toEqual([1, '…', 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(shown(paginationItems(0, 10))).toEqual(shown(paginationItems(1, 10)));
    expect(shown(paginationItems(99, 10))).toEqual(shown(paginationItems(10, 10)));
  });

  it('always shows the first, last and current page with unique ellipsis positions', () => {
    for (let pageCount = 6; pageCount <= 30; pageCount += 1)
      for (let current = 1; current <= pageCount; current += 1) {
        const items = paginationItems(current, pageCount);
        const pages = shown(items).filter((entry) => entry !== '…');
        expect(pages).toContain(1);
        expect(pages).toContain(pageCount);
        expect(pages).toContain(current);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(items.length).toBeLessThanOrEqual(7);
        const positions = items.flatMap((item) =>
          item.type === 'ellipsis' ? [item.position] : [],
        );
        expect(new Set(positions).size).toBe(positions.length);
        const entries = shown(items);
        entries.forEach((entry, index) => {
          if (entry === '…')
            expect(entries[index + 1] as number).toBeGreaterThan(
              (entries[index - 1] as number) + 1,
            );
        });
      }
  });
});

describe('pageCountOf', () => {
  it('rounds partial pages up', () => {
    expect(pageCountOf(0, 7)).toBe(0);
    expect(pageCountOf(7, 7)).toBe(1);
    expect(pageCountOf(8, 7)).toBe(2);
    expect(pageCountOf(95, 10)).toBe(10);
  });
});
