import { describe, expect, it } from 'vitest';
import { toValidationErrors } from '../../schemas/zodValidationErrors';
import { ANSWER_KINDS, QuestionSchema, answerSchemaFor } from './answerKinds';
import type { AnswerInput, Question } from './answerKinds';

const id = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const question = (kind: Question['kind'], extra: object = {}): Question =>
  QuestionSchema.parse({ id, prompt: 'How was it?', kind, ...extra });

/** A valid answer of each kind, for the plain questions of `question`. */
const VALID: { [Kind in AnswerInput['kind']]: Extract<AnswerInput, { kind: Kind }>['value'] } = {
  borgScale: { value: 13 },
  breathing: { repetitions: 10, inhaleSeconds: 4, exhaleSeconds: 6 },
  gpsDistance: { metres: 1520.5 },
  duration: { seconds: 900 },
  number: { value: 70 },
  pressure: { systolic: 128, diastolic: 82 },
  painPosition: { x: 0.42, y: 0.3 },
  singleChoice: { option: 1 },
  spirometry: { fev1: 2.1, fvc: 3.2 },
  steps: { count: 5400 },
  healthParameters: { heartRate: 72, spo2: 96 },
};

const questionFor = (kind: Question['kind']) =>
  kind === 'number'
    ? question('number', { min: 30, max: 200, unit: 'kg' })
    : kind === 'singleChoice'
      ? question('singleChoice', { options: ['Easy', 'Hard'] })
      : question(kind);

/** The validation errors of an answer to a question, as the server would answer them. */
function errorsOf(asked: Question, answer: unknown) {
  const parsed = answerSchemaFor(asked).safeParse(answer);
  return parsed.success ? [] : toValidationErrors(parsed.error, answer);
}

describe('answerSchemaFor', () => {
  it.each(ANSWER_KINDS)('accepts a valid %s answer', (kind) => {
    expect(errorsOf(questionFor(kind), { kind, value: VALID[kind] })).toEqual([]);
  });

  it('refuses an answer of another kind than its question', () => {
    expect(
      errorsOf(question('steps'), { kind: 'duration', value: { seconds: 10 } }),
    ).toContainEqual({ property: 'kind', constraints: { invalidValue: 'Invalid format' } });
  });

  it('keeps a number answer between the question’s own bounds', () => {
    const weight = questionFor('number');
    expect(errorsOf(weight, { kind: 'number', value: { value: 250 } })).toEqual([
      {
        property: 'value.value',
        constraints: { questionValueOutOfRange: 'Value must be between 30 and 200' },
      },
    ]);
    expect(errorsOf(weight, { kind: 'number', value: { value: 30 } })).toEqual([]);
  });

  it('accepts only one of the question’s options', () => {
    const choice = questionFor('singleChoice');
    expect(errorsOf(choice, { kind: 'singleChoice', value: { option: 2 } })).toHaveLength(1);
    expect(errorsOf(choice, { kind: 'singleChoice', value: { option: 0.5 } })).toHaveLength(1);
  });

  it('keeps the Borg rating on its 6–20 scale, in whole points', () => {
    const borg = question('borgScale');
    expect(errorsOf(borg, { kind: 'borgScale', value: { value: 21 } })).toEqual([
      { property: 'value.value', constraints: { outOfRange: 'Value must be between 6 and 20' } },
    ]);
    expect(errorsOf(borg, { kind: 'borgScale', value: { value: 12.5 } })).toEqual([
      { property: 'value.value', constraints: { notInteger: 'Value must be an integer' } },
    ]);
  });

  it('wants the diastolic pressure below the systolic', () => {
    expect(
      errorsOf(question('pressure'), { kind: 'pressure', value: { systolic: 90, diastolic: 95 } }),
    ).toEqual([{ property: 'value.diastolic', constraints: { invalidValue: 'Invalid format' } }]);
  });

  it('places pain on the body outline, within its width and height', () => {
    expect(
      errorsOf(question('painPosition'), { kind: 'painPosition', value: { x: 1.2, y: 0.5 } }),
    ).toEqual([
      { property: 'value.x', constraints: { outOfRange: 'Value must be between 0 and 1' } },
    ]);
  });

  it('wants at least one health parameter, each within its measurement range', () => {
    const health = question('healthParameters');
    expect(errorsOf(health, { kind: 'healthParameters', value: {} })).toEqual([
      { property: 'value', constraints: { isRequired: 'Field is required' } },
    ]);
    expect(errorsOf(health, { kind: 'healthParameters', value: { spo2: 40 } })).toEqual([
      {
        property: 'value.spo2',
        constraints: { outOfRange: 'Value must be between 50 and 100' },
      },
    ]);
  });

  it('refuses a negative distance, steps or duration', () => {
    expect(
      errorsOf(question('gpsDistance'), { kind: 'gpsDistance', value: { metres: -1 } }),
    ).toHaveLength(1);
    expect(errorsOf(question('steps'), { kind: 'steps', value: { count: -5 } })).toHaveLength(1);
    expect(
      errorsOf(question('duration'), { kind: 'duration', value: { seconds: -1 } }),
    ).toHaveLength(1);
  });
});

describe('QuestionSchema', () => {
  it('wants a number question’s min below its max', () => {
    const parsed = QuestionSchema.safeParse({ id, prompt: 'Kg', kind: 'number', min: 5, max: 5 });
    expect(parsed.success).toBe(false);
  });

  it('wants at least two options of a single-choice question', () => {
    const parsed = QuestionSchema.safeParse({
      id,
      prompt: 'Which?',
      kind: 'singleChoice',
      options: ['Only'],
    });
    expect(parsed.success).toBe(false);
  });
});
