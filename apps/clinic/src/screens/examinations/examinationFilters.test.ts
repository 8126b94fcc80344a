import { EXAMINATION_FILTERS_STORAGE_KEY, MemoryStorage } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import {
  NO_EXAMINATION_FILTERS,
  hasActiveFilters,
  listFieldsOf,
  readStoredFilters,
  storeFilters,
} from './examinationFilters';
import type { ExaminationFilterValues } from './examinationFilters';

const PHYSICIAN = '4b0f6a52-4c1e-4d8e-9d55-0c8f1a8e2b11';
const PATIENT = '9a1e8c3d-2f47-4b6a-8e0d-5c7b9f1a2d33';

function storageWith(stored: string | null): MemoryStorage {
  const storage = new MemoryStorage();
  if (stored !== null) storage.setItem(EXAMINATION_FILTERS_STORAGE_KEY, stored);
  return storage;
}

describe('readStoredFilters', () => {
  it('restores no filters when nothing is stored', () => {
    expect(readStoredFilters(storageWith(null))).toEqual(NO_EXAMINATION_FILTERS);
  });

  it('restores no filters from text that is not JSON or not an object', () => {
    expect(readStoredFilters(storageWith('{not json'))).toEqual(NO_EXAMINATION_FILTERS);
    expect(readStoredFilters(storageWith('"holter_ecg"'))).toEqual(NO_EXAMINATION_FILTERS);
    expect(readStoredFilters(storageWith('null'))).toEqual(NO_EXAMINATION_FILTERS);
  });

  it('turns empty or missing multi-selects into [] and empty single choices into undefined', () => {
    const restored = readStoredFilters(
      storageWith(JSON.stringify({ examinationType: null, archived: null, patient: '' })),
    );
    expect(restored).toEqual({ examinationType: [], examinationStatus: [], assignedDoctor: [] });
    expect(restored.archived).toBeUndefined();
    expect(restored.patient).toBeUndefined();
  });

  it('keeps only values the filters know', () => {
    const restored = readStoredFilters(
      storageWith(
        JSON.stringify({
          examinationType: ['holter_ecg', 'xray', 3],
          examinationStatus: ['PENDING', 'LOST'],
          assignedDoctor: [PHYSICIAN, 'not-an-id'],
          archived: 'yes',
          patient: { memberId: 'not-an-id', fullName: 'Anna Nowak' },
        }),
      ),
    );
    expect(restored).toEqual({
      examinationType: ['holter_ecg'],
      examinationStatus: ['PENDING'],
      assignedDoctor: [PHYSICIAN],
    });
  });

  it('restores exactly what storeFilters saved', () => {
    const storage = storageWith(null);
    const filters: ExaminationFilterValues = {
      examinationType: ['sleep_apnea', 'covid'],
      examinationStatus: ['FOR_DESCRIPTION'],
      assignedDoctor: [PHYSICIAN],
      archived: true,
      patient: { memberId: PATIENT, fullName: 'Zofia Lewandowska' },
    };
    storeFilters(storage, filters);
    expect(readStoredFilters(storage)).toEqual(filters);
  });
});

describe('hasActiveFilters', () => {
  it('is false for no filters and true once any one is set', () => {
    expect(hasActiveFilters(NO_EXAMINATION_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_EXAMINATION_FILTERS, archived: true })).toBe(true);
    expect(hasActiveFilters({ ...NO_EXAMINATION_FILTERS, assignedDoctor: [PHYSICIAN] })).toBe(true);
  });
});

describe('listFieldsOf', () => {
  it('asks for examinations that are not archived unless archived ones are shown', () => {
    expect(listFieldsOf(NO_EXAMINATION_FILTERS).archived).toEqual([false]);
    expect(listFieldsOf({ ...NO_EXAMINATION_FILTERS, archived: true }).archived).toEqual([
      false,
      true,
    ]);
  });

  it('searches the filtered patient, or the fixed one on a patient page', () => {
    const filters = {
      ...NO_EXAMINATION_FILTERS,
      patient: { memberId: PATIENT, fullName: 'Zofia Lewandowska' },
    };
    expect(listFieldsOf(filters).examinationMember).toEqual([PATIENT]);
    expect(listFieldsOf(filters, PHYSICIAN).examinationMember).toEqual([PHYSICIAN]);
    expect(listFieldsOf(NO_EXAMINATION_FILTERS)).not.toHaveProperty('examinationMember');
  });
});
