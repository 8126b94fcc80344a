import {
  validateCovidQuestionnaire,
  validateQuestionnaireAnswers,
  validationMessage,
} from '@telemed/domain';
import type { ExaminationSpec, QuestionnaireAnswers, ValidationError } from '@telemed/domain';

/** What an examination's rules look at: its type's spec, its dates and its questionnaire. */
export interface CheckedExamination {
  spec: ExaminationSpec;
  startDate?: string;
  endDate?: string;
  questionnaire: QuestionnaireAnswers;
}

/**
 * The field errors of an examination's questionnaire and dates (platform-core §5). A COVID
 * examination follows @telemed/domain's COVID questionnaire rules (the client runs the same)
 * and its dates cannot lie after `now` (its date pickers cap at now, platform-core §2); other
 * types check their answers against their spec's questions.
 */
export function examinationRuleErrors(
  { spec, startDate, endDate, questionnaire }: CheckedExamination,
  now: Date,
): ValidationError[] {
  if (spec.type !== 'covid')
    return validateQuestionnaireAnswers(spec.introQuestionnaire, questionnaire);
  const dateErrors = Object.entries({ startDate, endDate })
    .filter(([, value]) => value !== undefined && Date.parse(value) > now.getTime())
    .map(([property]) => ({
      property,
      constraints: { dateInFuture: validationMessage('dateInFuture') },
    }));
  return [...dateErrors, ...validateCovidQuestionnaire(questionnaire, { now })];
}
