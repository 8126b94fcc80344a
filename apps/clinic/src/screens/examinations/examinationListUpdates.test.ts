import { describe, expect, it } from 'vitest';
import { NO_EXAMINATION_FILTERS } from './examinationFilters';
import { examinationFixture } from './examinationFixture.test-support';
import {
  fitsFilters,
  withCreatedExamination,
  withUpdatedExamination,
} from './examinationListUpdates';

const PHYSICIAN = '4b0f6a52-4c1e-4d8e-9d55-0c8f1a8e2b11';

describe('fitsFilters', () => {
  it('fits with no filters, unless archived', () => {
    expect(fitsFilters(examinationFixture(), NO_EXAMINATION_FILTERS)).toBe(true);
    expect(fitsFilters(examinationFixture({ archived: true }), NO_EXAMINATION_FILTERS)).toBe(false);
    expect(
      fitsFilters(examinationFixture({ archived: true }), {
        ...NO_EXAMINATION_FILTERS,
        archived: true,
      }),
    ).toBe(true);
  });

  it('checks the physician, the shown status and the type', () => {
    const examination = examinationFixture({ status: 'DEFAULT', type: 'covid' });
    const byPhysician = { ...NO_EXAMINATION_FILTERS, assignedDoctor: [PHYSICIAN] };
    expect(fitsFilters(examination, byPhysician)).toBe(false);
    expect(fitsFilters({ ...examination, assignedDoctor: PHYSICIAN }, byPhysician)).toBe(true);
    // DEFAULT is shown as FOR_DESCRIPTION (platform-core §4).
    const forDescription = { ...NO_EXAMINATION_FILTERS, examinationStatus: ['FOR_DESCRIPTION'] };
    expect(fitsFilters(examination, forDescription as never)).toBe(true);
    expect(fitsFilters(examination, { ...NO_EXAMINATION_FILTERS, examinationType: ['hrv'] })).toBe(
      false,
    );
  });

  it('checks the filtered or fixed patient', () => {
    const examination = examinationFixture();
    const other = '9a1e8c3d-2f47-4b6a-8e0d-5c7b9f1a2d33';
    const filters = { ...NO_EXAMINATION_FILTERS, patient: { memberId: other, fullName: 'X' } };
    expect(fitsFilters(examination, filters)).toBe(false);
    expect(fitsFilters(examination, NO_EXAMINATION_FILTERS, other)).toBe(false);
    expect(fitsFilters(examination, NO_EXAMINATION_FILTERS, examination.memberId)).toBe(true);
  });
});

describe('withCreatedExamination', () => {
  const existing = examinationFixture();
  const answer = { data: [existing], total: 1, order: [existing._id] };

  it('adds a created examination that fits the filters at the top', () => {
    const created = examinationFixture();
    expect(withCreatedExamination(answer, created, NO_EXAMINATION_FILTERS)).toEqual({
      data: [created, existing],
      total: 2,
      order: [existing._id, created._id],
    });
  });

  it('leaves the list alone when the created examination does not fit', () => {
    const created = examinationFixture({ type: 'covid' });
    const filters = { ...NO_EXAMINATION_FILTERS, examinationType: ['hrv' as const] };
    expect(withCreatedExamination(answer, created, filters)).toBe(answer);
  });

  it('does not add an examination twice', () => {
    expect(withCreatedExamination(answer, existing, NO_EXAMINATION_FILTERS)).toBe(answer);
  });
});

describe('withUpdatedExamination', () => {
  const first = examinationFixture();
  const second = examinationFixture();
  const answer = { data: [first, second], total: 2, order: [first._id, second._id] };

  it('puts the changed examination in place of its old copy', () => {
    const updated = { ...second, status: 'FINISHED' as const };
    expect(withUpdatedExamination(answer, updated, NO_EXAMINATION_FILTERS).data).toEqual([
      first,
      updated,
    ]);
  });

  it('removes an archived examination when the archived filter is not set', () => {
    const archived = { ...first, archived: true, status: 'ARCHIVED' as const };
    expect(withUpdatedExamination(answer, archived, NO_EXAMINATION_FILTERS)).toEqual({
      data: [second],
      total: 1,
      order: [second._id],
    });
    const shown = withUpdatedExamination(answer, archived, {
      ...NO_EXAMINATION_FILTERS,
      archived: true,
    });
    expect(shown.data).toEqual([archived, second]);
  });

  it('ignores an examination the list does not show', () => {
    expect(withUpdatedExamination(answer, examinationFixture(), NO_EXAMINATION_FILTERS)).toBe(
      answer,
    );
  });
});
