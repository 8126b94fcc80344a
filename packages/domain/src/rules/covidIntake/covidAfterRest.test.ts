import { describe, expect, it } from 'vitest';
import { assessAfterRest, isAfterRestRequired } from './covidAfterRest';
import { validCovidAnswers } from './covidQuestionnaire.test-support';
import { INTAKE_FORM_VITAL_LIMITS } from './covidVitalLimits';

const limits = INTAKE_FORM_VITAL_LIMITS;
const afterRest = (values: Record<string, number | boolean>) =>
  assessAfterRest(validCovidAnswers({ spo2: 93, ...values }), limits);

describe('isAfterRestRequired', () => {
  it('asks after a 72 h or hospitalised recognition with out-of-range first vitals', () => {
    expect(isAfterRestRequired(validCovidAnswers(), limits)).toBe(false);
    expect(isAfterRestRequired(validCovidAnswers({ spo2: 94 }), limits)).toBe(true);
    expect(isAfterRestRequired(validCovidAnswers({ respiration_rate: 26 }), limits)).toBe(true);
    expect(isAfterRestRequired(validCovidAnswers({ respiration_rate: 25 }), limits)).toBe(false);
    expect(isAfterRestRequired(validCovidAnswers({ heart_rate: 121 }), limits)).toBe(true);
    expect(
      isAfterRestRequired(
        validCovidAnswers({ heart_rate: 121, recognition_time: 'recognition_time_hospitalized' }),
        limits,
      ),
    ).toBe(true);
    expect(
      isAfterRestRequired(
        validCovidAnswers({ heart_rate: 121, recognition_time: 'recognition_time_long_covid' }),
        limits,
      ),
    ).toBe(false);
  });
});

describe('assessAfterRest', () => {
  const calm = { respiration_rate_after_rest: 20, heart_rate_after_rest: 80 };

  it('is incomplete until the three values are in', () => {
    expect(afterRest({ spo2_after_rest: 95 }).verdict).toBe('incomplete');
  });

  it('accepts values back in range, and 90-95 only with Continue', () => {
    expect(afterRest({ ...calm, spo2_after_rest: 95 }).verdict).toBe('accepted');
    expect(afterRest({ ...calm, spo2_after_rest: 90 })).toEqual({
      verdict: 'needsContinue',
      problems: [{ field: 'params_agreement', constraint: 'pressContinue' }],
    });
    expect(afterRest({ ...calm, spo2_after_rest: 90, params_agreement: true }).verdict).toBe(
      'accepted',
    );
  });

  it('excludes below SpO2 90, outside respiration 20-30 or above heart rate 130', () => {
    expect(afterRest({ ...calm, spo2_after_rest: 89 }).verdict).toBe('excluded');
    expect(
      afterRest({ ...calm, spo2_after_rest: 96, respiration_rate_after_rest: 19 }).verdict,
    ).toBe('excluded');
    expect(
      afterRest({ ...calm, spo2_after_rest: 96, respiration_rate_after_rest: 31 }).verdict,
    ).toBe('excluded');
    const fastHeart = afterRest({ ...calm, spo2_after_rest: 96, heart_rate_after_rest: 131 });
    expect(fastHeart.problems).toEqual([
      {
        field: 'heart_rate_after_rest',
        constraint: 'heartRateAfterRestTooHigh',
        values: { max: 130 },
      },
      { field: 'params_after_rest_valid', constraint: 'patientExcluded' },
    ]);
    // Continue cannot overrule an exclusion.
    expect(
      afterRest({
        ...calm,
        spo2_after_rest: 96,
        heart_rate_after_rest: 131,
        params_agreement: true,
      }).verdict,
    ).toBe('excluded');
  });
});
