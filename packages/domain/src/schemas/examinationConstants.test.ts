import { describe, expect, it } from 'vitest';
import {
  BOARD_STATUSES,
  EXAMINATION_STATUSES,
  EXAMINATION_TYPE_FEATURES,
  displayedExaminationStatus,
  statusesOfBoardColumn,
} from './examinationConstants';
import { CreateExaminationBodySchema, UpdateExaminationBodySchema } from './examination';
import { ExaminationListBodySchema } from './examinationList';
import { FEATURE_NAMES } from './teamSettings';

describe('examination statuses', () => {
  it('shows DEFAULT as FOR_DESCRIPTION, which is its board column', () => {
    expect(displayedExaminationStatus('DEFAULT')).toBe('FOR_DESCRIPTION');
    expect(displayedExaminationStatus('FAILED')).toBe('FAILED');
    expect(BOARD_STATUSES).not.toContain('DEFAULT');
    expect(statusesOfBoardColumn('FOR_DESCRIPTION')).toEqual(['DEFAULT', 'FOR_DESCRIPTION']);
    expect(statusesOfBoardColumn('DESCRIBED')).toEqual(['DESCRIBED']);
  });

  it('puts every status in exactly one column', () => {
    const placed = BOARD_STATUSES.flatMap((column) => statusesOfBoardColumn(column));
    expect([...placed].sort()).toEqual([...EXAMINATION_STATUSES].sort());
  });
});

describe('examination bodies', () => {
  it('defaults the search to createdAt ascending, 100 from 0', () => {
    expect(ExaminationListBodySchema.parse({})).toEqual({
      fields: {},
      sortBy: { field: 'createdAt', direction: 'asc' },
      pagination: { offset: 0, size: 100 },
    });
  });

  it('wants the start before the end', () => {
    const result = CreateExaminationBodySchema.safeParse({
      type: 'hrv',
      startDate: '2026-11-20T10:00:00+01:00',
      endDate: '2026-11-20T09:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['startDate'],
      message: 'startDateDifferentThanEndDate',
    });
  });

  it('takes both dates of a change or neither', () => {
    expect(UpdateExaminationBodySchema.safeParse({ endDate: '2026-11-20T09:00:00Z' }).success).toBe(
      false,
    );
    expect(UpdateExaminationBodySchema.safeParse({ reportDescription: null }).success).toBe(true);
  });
});

describe('examination type features', () => {
  it('gates each type by a feature name a site administrator can switch on', () => {
    const gates = Object.values(EXAMINATION_TYPE_FEATURES);
    expect(gates).toHaveLength(3);
    for (const gate of gates) expect(FEATURE_NAMES).toContain(gate);
  });
});
