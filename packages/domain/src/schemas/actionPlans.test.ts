import { describe, expect, it } from 'vitest';
import {
  ActionAnswersBodySchema,
  CreateActionPlanBodySchema,
  questionnaireAnswersSchema,
} from './actionPlans';
import { toValidationErrors } from './zodValidationErrors';

const validationErrorsOf = (
  schema: ReturnType<typeof questionnaireAnswersSchema>,
  input: object,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : toValidationErrors(parsed.error, input);
};

describe('questionnaireAnswersSchema', () => {
  it('accepts every mMRC grade from 0 to 4', () => {
    for (const grade of [0, 1, 2, 3, 4]) {
      expect(questionnaireAnswersSchema('mmrc').safeParse({ grade }).success).toBe(true);
    }
  });

  it('refuses a grade outside 0 to 4 with the bounds in the message', () => {
    expect(validationErrorsOf(questionnaireAnswersSchema('mmrc'), { grade: 5 })).toEqual([
      { property: 'grade', constraints: { outOfRange: 'Value must be between 0 and 4' } },
    ]);
  });

  it('refuses a fraction on an integer scale', () => {
    expect(validationErrorsOf(questionnaireAnswersSchema('mmrc'), { grade: 1.5 })).toEqual([
      { property: 'grade', constraints: { notInteger: 'Value must be an integer' } },
    ]);
  });

  it('requires every question and names the missing ones', () => {
    const errors = validationErrorsOf(questionnaireAnswersSchema('cat'), { cough: 2 });

    expect(errors.map(({ property }) => property)).toEqual([
      'phlegm',
      'chestTightness',
      'breathlessness',
      'homeActivities',
      'confidenceLeavingHome',
      'sleep',
      'energy',
    ]);
    expect(errors[0]?.constraints).toHaveProperty('isRequired');
  });

  it('refuses a question the questionnaire does not ask', () => {
    const errors = validationErrorsOf(questionnaireAnswersSchema('mmrc'), { grade: 1, cough: 3 });

    expect(errors.map(({ property }) => property)).toEqual(['cough']);
  });

  it('wants yes / no where the symptom diary asks it, not a number', () => {
    const answers = {
      breathlessness: 4,
      moreBreathless: 1,
      moreSputum: false,
      purulentSputum: false,
      relieverPuffs: 2,
    };

    expect(validationErrorsOf(questionnaireAnswersSchema('symptomDiary'), answers)).toEqual([
      { property: 'moreBreathless', constraints: { invalidType: 'Invalid format' } },
    ]);
  });
});

describe('the request bodies', () => {
  it('takes the answers in the spec’s spelling, questionnaries', () => {
    expect(ActionAnswersBodySchema.safeParse({ questionnaires: { grade: 1 } }).success).toBe(false);
    expect(ActionAnswersBodySchema.safeParse({ questionnaries: { grade: 1 } }).success).toBe(true);
  });

  it('adds at least one action, each a questionnaire of the catalogue', () => {
    expect(CreateActionPlanBodySchema.safeParse({ actions: [] }).success).toBe(false);
    expect(
      CreateActionPlanBodySchema.safeParse({ actions: [{ questionnaire: 'sf36' }] }).success,
    ).toBe(false);
    expect(CreateActionPlanBodySchema.parse({ actions: [{ questionnaire: 'cat' }] })).toEqual({
      actions: [{ questionnaire: 'cat', instructions: '' }],
    });
  });
});
