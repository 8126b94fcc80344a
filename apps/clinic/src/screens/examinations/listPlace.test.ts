import { describe, expect, it } from 'vitest';
import { listPlaceOf, writeListPlace } from './listPlace';
import type { ListPlace } from './listPlace';

const fallback: ListPlace = {
  mode: 'list',
  sort: { field: 'createdAt', direction: 'desc' },
  page: 1,
};

describe('the examinations list place in the address', () => {
  it('reads what the address names and falls back on the rest', () => {
    expect(
      listPlaceOf(new URLSearchParams('view=board&sort=startDate.asc&page=3'), fallback),
    ).toEqual({ mode: 'board', sort: { field: 'startDate', direction: 'asc' }, page: 3 });
    expect(listPlaceOf(new URLSearchParams(''), fallback)).toEqual(fallback);
  });

  it('ignores a malformed view, sort or page', () => {
    const params = new URLSearchParams('view=grid&sort=password.asc&page=-2');
    expect(listPlaceOf(params, fallback)).toEqual(fallback);
    expect(listPlaceOf(new URLSearchParams('sort=startDate.sideways&page=1.5'), fallback)).toEqual(
      fallback,
    );
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const written = writeListPlace(
      new URLSearchParams('edfExport=1'),
      { mode: 'board', sort: fallback.sort, page: 2 },
      fallback,
    );
    expect(written.toString()).toBe('edfExport=1&view=board&page=2');
    expect(writeListPlace(written, fallback, fallback).toString()).toBe('edfExport=1');
  });
});
