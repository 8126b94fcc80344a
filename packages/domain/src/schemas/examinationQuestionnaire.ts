import { validationMessage } from '../rules/validationConstraints';
import type { ValidationError } from './errors';
import type { IntroQuestionnaireSpec, QuestionSpec, QuestionnaireAnswers } from './examinationSpec';

function violation(question: QuestionSpec, answer: unknown): Record<string, string> | null {
  if (answer === null || answer === '') return null;
  const { valueType, acceptedValues } = question;
  if (valueType === 'text') {
    return typeof answer === 'string' ? null : { invalidType: validationMessage('invalidType') };
  }
  if (valueType === 'enum') {
    const options = acceptedValues?.options ?? [];
    return typeof answer === 'string' && options.includes(answer)
      ? null
      : { invalidValue: validationMessage('invalidValue') };
  }
  if (typeof answer !== 'number' || !Number.isFinite(answer)) {
    return { invalidType: validationMessage('invalidType') };
  }
  if (valueType === 'int' && !Number.isInteger(answer)) {
    return { notInteger: validationMessage('notInteger') };
  }
  const min = acceptedValues?.min ?? Number.NEGATIVE_INFINITY;
  const max = acceptedValues?.max ?? Number.POSITIVE_INFINITY;
  if (answer < min || answer > max) {
    return {
      questionValueOutOfRange: validationMessage('questionValueOutOfRange', {
        minQuestionValue: acceptedValues?.min ?? '-∞',
        maxQuestionValue: acceptedValues?.max ?? '∞',
      }),
    };
  }
  return null;
}

/**
 * Checks intro questionnaire answers against their spec: each answer must belong to a question
 * and fit its value type (text, float, int, enum) and accepted values. Questions may be left
 * unanswered (`null`, `''` or absent): the spec marks none as required. Properties are named
 * `questionnaire.<question name>`, as the server reports them.
 *
 * @example
 * validateQuestionnaireAnswers(spec.introQuestionnaire, { weight: 700 });
 * // [{ property: 'questionnaire.weight',
 * //    constraints: { questionValueOutOfRange: 'Value must be between 5 and 500' } }]
 */
export function validateQuestionnaireAnswers(
  spec: IntroQuestionnaireSpec,
  answers: QuestionnaireAnswers,
): ValidationError[] {
  const questions = new Map(spec.questions.map((question) => [question.name, question]));
  const errors: ValidationError[] = [];
  for (const [name, answer] of Object.entries(answers)) {
    const question = questions.get(name);
    const constraints = question
      ? violation(question, answer)
      : { invalidValue: validationMessage('invalidValue') };
    if (constraints) errors.push({ property: `questionnaire.${name}`, constraints });
  }
  return errors;
}
