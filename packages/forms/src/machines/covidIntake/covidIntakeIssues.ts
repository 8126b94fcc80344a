import {
  COVID_ADDRESS_MIN_LENGTH,
  COVID_PHONE_MIN_LENGTH,
  COVID_TEMPERATURE_STEP,
  assessAfterRest,
  covidVitalLimitsOf,
  givenCovidAnswers,
  isValidationConstraint,
  validateCovidQuestionnaire,
} from '@telemed/domain';
import type { QuestionnaireAnswers, ValidationError } from '@telemed/domain';
import { COVID_SECTIONS } from '../../covidIntake/covidIntakeLayout';
import { issuesFromValidationErrors } from '../../questionnaire/fieldIssues';
import type { FieldIssue } from '../../questionnaire/fieldIssues';

/** Why one field of the COVID intake is invalid; `serverText` is the server's own message. */
export interface CovidFieldIssue extends FieldIssue {
  serverText?: string;
}

/** The intake's problems by property (`questionnaire.<field>`, `startDate`...), one per field. */
export type CovidFieldIssues = Readonly<Record<string, CovidFieldIssue>>;

/** Properties of the questionnaire's answers, as the rules and the server name them. */
const PREFIX = 'questionnaire.';

/** The one field whose server message is shown as the server wrote it (platform-core §5). */
const SERVER_TEXT_PROPERTY = 'questionnaire.first_symptoms_date';

/**
 * What the intake itself finds wrong with its answers: the domain's COVID rules, run on the
 * client exactly as the server runs them.
 */
export function localCovidIssues(answers: QuestionnaireAnswers, now: Date): CovidFieldIssues {
  const issues = issuesFromValidationErrors(validateCovidQuestionnaire(answers, { now }));
  const valuesOf = messageValues(answers);
  return Object.fromEntries(
    Object.entries(issues).map(([property, issue]) => {
      const values = valuesOf(property.slice(PREFIX.length), issue.constraint);
      return [property, values ? { ...issue, values } : issue];
    }),
  );
}

/** The bounds of each number answer, as the questionnaire's fields show them. */
const NUMBER_BOUNDS = new Map(
  COVID_SECTIONS.flatMap((section) => section.fields).flatMap((field) =>
    field.control.kind === 'number'
      ? [[field.name as string, { min: field.control.min, max: field.control.max }] as const]
      : [],
  ),
);

/**
 * What the messages of the domain's COVID rules interpolate ({min}, {max}, {step}): the
 * rules' errors carry their text in English only, so the values are read again from the bounds,
 * the minimum lengths and the after-rest limits in force.
 */
function messageValues(answers: QuestionnaireAnswers) {
  const afterRest = new Map(
    assessAfterRest(
      givenCovidAnswers(answers),
      covidVitalLimitsOf(answers.vital_limits),
    ).problems.map((problem) => [problem.field as string, problem.values]),
  );
  return (field: string, constraint: string): Record<string, number> | undefined => {
    if (constraint === 'outOfRange') return NUMBER_BOUNDS.get(field);
    if (constraint === 'stepMismatch') return { step: COVID_TEMPERATURE_STEP };
    if (constraint === 'minLength') {
      return { min: field === 'address' ? COVID_ADDRESS_MIN_LENGTH : COVID_PHONE_MIN_LENGTH };
    }
    return afterRest.get(field);
  };
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
