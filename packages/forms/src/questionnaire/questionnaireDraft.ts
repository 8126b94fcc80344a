import { validateQuestionnaireAnswers } from '@telemed/domain';
import type { IntroQuestionnaireSpec, QuestionSpec, QuestionnaireAnswers } from '@telemed/domain';
import { issuesFromValidationErrors } from './fieldIssues';
import type { FieldIssues } from './fieldIssues';

/**
 * What a question's input holds: text and enum questions a string, number questions a number
 * (`NaN` while the input is empty or unreadable, as react-aria's NumberField reports it).
 */
export type AnswerDraft = string | number | null;

/** The inputs of the intro questionnaire by question name; absent means untouched. */
export type QuestionnaireDraft = Readonly<Record<string, AnswerDraft>>;

/** The questionnaire of a new examination, and after the type or patient changes (spec §4). */
export const EMPTY_QUESTIONNAIRE: QuestionnaireDraft = {};

/** The answer a question's input gives, or undefined when it gives none (left empty). */
function answerOf(
  question: QuestionSpec,
  draft: AnswerDraft | undefined,
): string | number | undefined {
  if (draft === null || draft === undefined) return undefined;
  if (question.valueType === 'int' || question.valueType === 'float') {
    return typeof draft === 'number' && !Number.isNaN(draft) ? draft : undefined;
  }
  const text = String(draft).trim();
  return text === '' ? undefined : text;
}

/**
 * The answers to send: one per question of the spec that the user filled in, text trimmed.
 * Inputs of questions the spec does not have (a previous type's) are left out.
 *
 * @example
 * questionnaireAnswers(holterSpec, { weight: 72, reason: '  palpitations ', height: NaN });
 * // { weight: 72, reason: 'palpitations' }
 */
export function questionnaireAnswers(
  spec: IntroQuestionnaireSpec,
  draft: QuestionnaireDraft,
): QuestionnaireAnswers {
  const answers: Record<string, string | number> = {};
  for (const question of spec.questions) {
    const answer = answerOf(question, draft[question.name]);
    if (answer !== undefined) answers[question.name] = answer;
  }
  return answers;
}

/**
 * The questionnaire's problems by field (`questionnaire.<name>`), checked with the same rules
 * the server applies (`validateQuestionnaireAnswers`): numbers within their bounds, integers
 * whole, enum answers among the options.
 */
export function questionnaireIssues(
  spec: IntroQuestionnaireSpec,
  draft: QuestionnaireDraft,
): FieldIssues {
  return issuesFromValidationErrors(
    validateQuestionnaireAnswers(spec, questionnaireAnswers(spec, draft)),
    spec,
  );
}
