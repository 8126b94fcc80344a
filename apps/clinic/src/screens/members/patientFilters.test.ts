import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PATIENT_LIST,
  isPatientListFiltered,
  patientListFromParams,
  patientListQuery,
  patientListToParams,
} from './patientFilters';

describe('patient list state', () => {
  it('round-trips through the address, writing only what differs from the default', () => {
    const state = {
      ...DEFAULT_PATIENT_LIST,
      name: 'nowak',
      dateOfBirth: '1980-02-29',
      showArchived: true,
      sortBy: 'name' as const,
      sortDirection: 'desc' as const,
      page: 3,
    };
    const params = patientListToParams(state);
    expect(params.toString()).toBe(
      'name=nowak&born=1980-02-29&archived=1&sort=name&direction=desc&page=3',
    );
    expect(patientListFromParams(params)).toEqual(state);
    expect(patientListToParams(DEFAULT_PATIENT_LIST).toString()).toBe('');
  });

  it('falls back to the default for what it cannot read', () => {
    const state = patientListFromParams(
      new URLSearchParams('born=yesterday&sort=password&page=-2&direction=up&archived=yes'),
    );
    expect(state).toEqual(DEFAULT_PATIENT_LIST);
  });

  it('asks for patients only, trimmed filters and the page of 100', () => {
    expect(
      patientListQuery({ ...DEFAULT_PATIENT_LIST, name: '  Kowal ', email: ' ', page: 2 }),
    ).toEqual({
      kind: 'patients',
      sortBy: 'enrolledOn',
      sortDirection: 'asc',
      offset: 100,
      size: 100,
      name: 'Kowal',
    });
    expect(patientListQuery({ ...DEFAULT_PATIENT_LIST, showArchived: true })).toMatchObject({
      showArchived: 'true',
    });
  });

  it('counts blank filters as none', () => {
    expect(isPatientListFiltered({ ...DEFAULT_PATIENT_LIST, name: '   ' })).toBe(false);
    expect(isPatientListFiltered({ ...DEFAULT_PATIENT_LIST, dateOfBirth: '1990-01-01' })).toBe(
      true,
    );
  });
});
