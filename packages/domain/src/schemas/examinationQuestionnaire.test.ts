import { describe, expect, it } from 'vitest';
import { validateQuestionnaireAnswers } from './examinationQuestionnaire';
import type { IntroQuestionnaireSpec } from './examinationSpec';

const spec: IntroQuestionnaireSpec = {
  questions: [
    {
      name: 'reason',
      type: 'textarea',
      description: 'Reason',
      unit: null,
      valueType: 'text',
      acceptedValues: null,
    },
    {
      name: 'weight',
      type: 'input',
      description: 'Weight',
      unit: 'kg',
      valueType: 'float',
      acceptedValues: { min: 5, max: 500 },
    },
    {
      name: 'height',
      type: 'input',
      description: 'Height',
      unit: 'cm',
      valueType: 'int',
      acceptedValues: { min: 20, max: 300 },
    },
    {
      name: 'steps',
      type: 'input',
      description: 'Steps',
      unit: null,
      valueType: 'int',
      acceptedValues: null,
    },
    {
      name: 'snoring',
      type: 'select',
      description: 'Snoring',
      unit: null,
      valueType: 'enum',
      acceptedValues: { options: ['yes', 'no'] },
    },
  ],
};

describe('validateQuestionnaireAnswers', () => {
  it('accepts answers that fit their questions, and unanswered questions', () => {
    expect(
      validateQuestionnaireAnswers(spec, {
        reason: 'Snoring',
        weight: 5,
        height: 300,
        snoring: 'no',
        steps: null,
      }),
    ).toEqual([]);
    expect(validateQuestionnaireAnswers(spec, { reason: '' })).toEqual([]);
  });

  it('names the bounds a number broke', () => {
    expect(validateQuestionnaireAnswers(spec, { weight: 4.9 })).toEqual([
      {
        property: 'questionnaire.weight',
        constraints: { questionValueOutOfRange: 'Value must be between 5 and 500' },
      },
    ]);
  });

  it('checks integers, types, options and unknown questions', () => {
    expect(
      validateQuestionnaireAnswers(spec, {
        height: 180.5,
        weight: '80',
        reason: 3,
        snoring: 'often',
        colour: 'blue',
        steps: Number.NaN,
      }),
    ).toEqual([
      { property: 'questionnaire.height', constraints: { notInteger: 'Value must be an integer' } },
      { property: 'questionnaire.weight', constraints: { invalidType: 'Invalid format' } },
      { property: 'questionnaire.reason', constraints: { invalidType: 'Invalid format' } },
      { property: 'questionnaire.snoring', constraints: { invalidValue: 'Invalid format' } },
      { property: 'questionnaire.colour', constraints: { invalidValue: 'Invalid format' } },
      { property: 'questionnaire.steps', constraints: { invalidType: 'Invalid format' } },
    ]);
  });

  it('accepts any integer when a question has no bounds', () => {
    expect(validateQuestionnaireAnswers(spec, { steps: 1_000_000 })).toEqual([]);
  });
});
