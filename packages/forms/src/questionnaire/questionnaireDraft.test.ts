import type { IntroQuestionnaireSpec } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { questionnaireAnswers, questionnaireIssues } from './questionnaireDraft';

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
      description: 'Body weight',
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
      name: 'pacemaker',
      type: 'select',
      description: 'Pacemaker',
      unit: null,
      valueType: 'enum',
      acceptedValues: { options: ['yes', 'no'] },
    },
  ],
};

describe('questionnaire answers', () => {
  it('sends the filled-in answers with text trimmed', () => {
    expect(
      questionnaireAnswers(spec, {
        reason: '  palpitations ',
        weight: 72.5,
        height: 164,
        pacemaker: 'no',
      }),
    ).toEqual({ reason: 'palpitations', weight: 72.5, height: 164, pacemaker: 'no' });
  });

  it('leaves out empty inputs and inputs of questions the spec lacks', () => {
    expect(
      questionnaireAnswers(spec, {
        reason: '   ',
        weight: Number.NaN,
        height: null,
        epworth_score: 12,
      }),
    ).toEqual({});
  });
});

describe('questionnaire issues', () => {
  it('accepts an empty questionnaire: no question is required', () => {
    expect(questionnaireIssues(spec, {})).toEqual({});
  });

  it('names a number outside its bounds with the bounds', () => {
    expect(questionnaireIssues(spec, { weight: 700 })).toEqual({
      'questionnaire.weight': {
        constraint: 'questionValueOutOfRange',
        values: { minQuestionValue: 5, maxQuestionValue: 500 },
      },
    });
  });

  it('refuses a fraction where a whole number is asked', () => {
    expect(questionnaireIssues(spec, { height: 170.5 })).toEqual({
      'questionnaire.height': { constraint: 'notInteger' },
    });
  });

  it('refuses an option the question does not offer', () => {
    expect(questionnaireIssues(spec, { pacemaker: 'maybe' })).toEqual({
      'questionnaire.pacemaker': { constraint: 'invalidValue' },
    });
  });
});
