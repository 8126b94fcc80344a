import type { ExaminationSpec } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import {
  createExaminationBody,
  draftIssues,
  initialDraft,
  isSaveBlocked,
  withAnswer,
  withPatient,
  withType,
} from './addExaminationDraft';

const holter: ExaminationSpec = {
  type: 'holter_ecg',
  name: 'Holter ECG',
  introQuestionnaire: {
    questions: [
      {
        name: 'weight',
        type: 'input',
        description: 'Body weight',
        unit: 'kg',
        valueType: 'float',
        acceptedValues: { min: 5, max: 500 },
      },
    ],
  },
};
const range = { start: new Date('2026-11-20T10:00:00Z'), end: new Date('2026-11-21T10:00:00Z') };
const patientId = '6f1c1f0e-4a4b-4c7e-9a53-1f0b8e2f7a10';
const complete = withAnswer(
  withType(withPatient(initialDraft(range), patientId), 'holter_ecg'),
  'weight',
  72,
);

describe('add-examination draft', () => {
  it('starts with the fixed patient of a patient page', () => {
    expect(initialDraft(range, patientId).patientId).toBe(patientId);
    expect(initialDraft(range).patientId).toBeNull();
  });

  it('resets the questionnaire when the type changes', () => {
    expect(withType(complete, 'sleep_apnea').questionnaire).toEqual({});
    expect(withType(complete, 'holter_ecg').questionnaire).toEqual({ weight: 72 });
  });

  it('resets the questionnaire when the patient changes', () => {
    const other = '0d7e6c55-2b1a-4f43-8d0e-5b8a7c9e1f22';
    expect(withPatient(complete, other).questionnaire).toEqual({});
    expect(withPatient(complete, patientId).questionnaire).toEqual({ weight: 72 });
  });

  it('builds the create body with ISO dates, trimmed recognition and answers', () => {
    expect(createExaminationBody({ ...complete, description: ' Palpitations  ' }, holter)).toEqual({
      type: 'holter_ecg',
      startDate: '2026-11-20T10:00:00.000Z',
      endDate: '2026-11-21T10:00:00.000Z',
      description: 'Palpitations',
      questionnaire: { weight: 72 },
    });
  });

  it('finds nothing wrong with a complete draft', () => {
    expect(draftIssues(complete, holter)).toEqual({});
    expect(isSaveBlocked({})).toBe(false);
  });

  it('requires the patient without blocking Save, and the type with blocking it', () => {
    const issues = draftIssues(initialDraft(range), undefined);
    expect(issues).toEqual({
      memberId: { constraint: 'isRequired' },
      type: { constraint: 'isRequired' },
    });
    expect(isSaveBlocked({ memberId: { constraint: 'isRequired' } })).toBe(false);
    expect(isSaveBlocked(issues)).toBe(true);
  });

  it('refuses a range whose start equals its end', () => {
    const issues = draftIssues(
      { ...complete, range: { start: range.end, end: range.end } },
      holter,
    );
    expect(issues).toEqual({ startDate: { constraint: 'startDateDifferentThanEndDate' } });
    expect(isSaveBlocked(issues)).toBe(true);
  });

  it('requires a complete range', () => {
    expect(draftIssues({ ...complete, range: null }, holter)).toEqual({
      startDate: { constraint: 'isRequired' },
    });
  });

  it('blocks Save on an invalid questionnaire answer', () => {
    const issues = draftIssues(withAnswer(complete, 'weight', 2), holter);
    expect(Object.keys(issues)).toEqual(['questionnaire.weight']);
    expect(isSaveBlocked(issues)).toBe(true);
  });

  it('blocks Save when the server says the member is not a patient', () => {
    expect(isSaveBlocked({ memberId: { constraint: 'notAPatient' } })).toBe(true);
  });
});
