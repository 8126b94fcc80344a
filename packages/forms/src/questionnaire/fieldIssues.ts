import { isValidationConstraint } from '@telemed/domain';
import type {
  IntroQuestionnaireSpec,
  ValidationConstraint,
  ValidationError,
} from '@telemed/domain';

/** Why one field of the add-examination form is invalid: a constraint of the domain catalogue. */
export interface FieldIssue {
  constraint: ValidationConstraint;
  /** Values its message interpolates, e.g. the bounds of `questionValueOutOfRange`. */
  values?: Readonly<Record<string, string | number>>;
}

/**
 * The form's problems by field, named as the server names properties: `memberId`, `type`,
 * `startDate`, `description`, `questionnaire.<question name>`. One issue per field.
 */
export type FieldIssues = Readonly<Record<string, FieldIssue>>;

/** Properties of the intro questionnaire's answers, as the server reports them. */
export const QUESTIONNAIRE_PREFIX = 'questionnaire.';

/**
 * The bounds `questionValueOutOfRange` names, read from the question's spec, so the message
 * reads 'Value must be between 5 and 500' in every language.
 */
function rangeValues(
  property: string,
  spec: IntroQuestionnaireSpec | undefined,
): Record<string, string | number> | undefined {
  if (!property.startsWith(QUESTIONNAIRE_PREFIX)) return undefined;
  const name = property.slice(QUESTIONNAIRE_PREFIX.length);
  const accepted = spec?.questions.find((question) => question.name === name)?.acceptedValues;
  return { minQuestionValue: accepted?.min ?? '-∞', maxQuestionValue: accepted?.max ?? '∞' };
}

/**
 * Turns the server's `{ property, constraints }` list (POST validate/examinations, or a refused
 * create) into one issue per field: the first constraint, an unknown one read as `invalidValue`.
 *
 * @example
 * issuesFromValidationErrors(
 *   [{ property: 'questionnaire.weight', constraints: { questionValueOutOfRange: '…' } }],
 *   spec.introQuestionnaire,
 * ); // { 'questionnaire.weight': { constraint: 'questionValueOutOfRange', values: { minQuestionValue: 5, maxQuestionValue: 500 } } }
 */
export function issuesFromValidationErrors(
  errors: readonly ValidationError[],
  spec?: IntroQuestionnaireSpec,
): FieldIssues {
  const issues: Record<string, FieldIssue> = {};
  for (const { property, constraints } of errors) {
    const first = Object.keys(constraints)[0];
    if (first === undefined || property in issues) continue;
    const constraint = isValidationConstraint(first) ? first : 'invalidValue';
    issues[property] =
      constraint === 'questionValueOutOfRange'
        ? { constraint, values: rangeValues(property, spec) }
        : { constraint };
  }
  return issues;
}

/** A shared schema's issue, as zod reports it (the parts the forms read). */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code: string;
  readonly params?: unknown;
  readonly minimum?: unknown;
}

/**
 * The issues of a shared schema run on the client exactly as the server runs it: one per
 * property (the first), its message a catalogue constraint (anything else `invalidValue`), with
 * the values a refinement names (the bounds of `outOfRange`) and, with `withMinimum`, the
 * minimum of a length or count ('at least 6 characters').
 *
 * @example
 * schemaIssues(ProgramDetailsSchema.safeParse(draft).error?.issues ?? [], { withMinimum: true });
 */
export function schemaIssues(
  issues: readonly SchemaIssue[],
  { withMinimum = false }: { withMinimum?: boolean } = {},
): FieldIssues {
  const byProperty: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const property = issue.path.map(String).join('.');
    if (property in byProperty) continue;
    const constraint = isValidationConstraint(issue.message) ? issue.message : 'invalidValue';
    const values =
      issue.code === 'custom' && issue.params
        ? (issue.params as Record<string, number>)
        : withMinimum && issue.code === 'too_small' && typeof issue.minimum === 'number'
          ? { min: issue.minimum }
          : undefined;
    byProperty[property] = values ? { constraint, values } : { constraint };
  }
  return byProperty;
}
