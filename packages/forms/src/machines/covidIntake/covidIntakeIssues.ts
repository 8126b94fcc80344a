import { isValidationConstraint, validateCovidQuestionnaire } from '@telemed/domain';
import type { QuestionnaireAnswers, ValidationError } from '@telemed/domain';
import { issuesFromValidationErrors } from '../../questionnaire/fieldIssues';
import type { FieldIssue } from '../../questionnaire/fieldIssues';

/** Why one field of the COVID intake is invalid; `serverText` is the server's own message. */
export interface CovidFieldIssue extends FieldIssue {
  serverText?: string;
}

/** The intake's problems by property (`questionnaire.<field>`, `startDate`...), one per field. */
export type CovidFieldIssues = Readonly<Record<string, CovidFieldIssue>>;

/** The one field whose server message is shown as the server wrote it (platform-core §5). */
const SERVER_TEXT_PROPERTY = 'questionnaire.first_symptoms_date';

/**
 * What the intake itself finds wrong with its answers: the domain's COVID rules, run on the
 * client exactly as the server runs them.
 */
export function localCovidIssues(answers: QuestionnaireAnswers, now: Date): CovidFieldIssues {
  return issuesFromValidationErrors(validateCovidQuestionnaire(answers, { now }));
}

/**
 * The server's verdict as the intake shows it (platform-core §5 "Add examination", §8): every
 * field as INVALID_FORMAT, except first_symptoms_date, which keeps the server's text.
 *
 * @example
 * covidServerIssues([{ property: 'questionnaire.weight', constraints: { outOfRange: '…' } }]);
 * // { 'questionnaire.weight': { constraint: 'invalidFormat' } }
 */
export function covidServerIssues(errors: readonly ValidationError[]): CovidFieldIssues {
  const issues: Record<string, CovidFieldIssue> = {};
  for (const { property, constraints } of errors) {
    const [first] = Object.entries(constraints);
    if (!first || property in issues) continue;
    const [constraint, serverText] = first;
    issues[property] =
      property === SERVER_TEXT_PROPERTY
        ? {
            constraint: isValidationConstraint(constraint) ? constraint : 'invalidValue',
            serverText,
          }
        : { constraint: 'invalidFormat' };
  }
  return issues;
}
