import { describe, expect, it } from 'vitest';
import { localCovidIssues } from './covidIntakeIssues';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('localCovidIssues', () => {
  it('gives each message the values it interpolates', () => {
    const issues = localCovidIssues(
      {
        weight: 700,
        temperature: 37.25,
        address: 'ab',
        recognition_time: 'recognition_time_72h',
        spo2: 92,
        spo2_after_rest: 85,
        respiration_rate_after_rest: 20,
        heart_rate_after_rest: 100,
      },
      now,
    );
    expect(issues['questionnaire.weight']).toEqual({
      constraint: 'outOfRange',
      values: { min: 5, max: 500 },
    });
    expect(issues['questionnaire.temperature']).toEqual({
      constraint: 'stepMismatch',
      values: { step: 0.1 },
    });
    expect(issues['questionnaire.address']).toEqual({
      constraint: 'minLength',
      values: { min: 4 },
    });
    expect(issues['questionnaire.spo2_after_rest']).toEqual({
      constraint: 'spo2AfterRestTooLow',
      values: { min: 90 },
    });
    expect(issues['questionnaire.qualification']).toEqual({ constraint: 'isRequired' });
  });
});
