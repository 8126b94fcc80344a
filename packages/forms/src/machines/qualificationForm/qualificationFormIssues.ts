import { QualificationDetailsSchema } from '@telemed/domain';
import type { QualificationDetails, ValidationError } from '@telemed/domain';
import { issuesFromValidationErrors, schemaIssues } from '../../questionnaire/fieldIssues';
import type { FieldIssues } from '../../questionnaire/fieldIssues';

/**
 * What the form itself finds wrong with the recorded fields: the shared schema, run on the
 * client exactly as the server runs it, one issue per property with the values its message
 * interpolates (the bounds of `outOfRange`).
 *
 * @example
 * localQualificationIssues({ ...details, mmrc: 5 });
 * // { mmrc: { constraint: 'outOfRange', values: { min: 0, max: 4 } } }
 */
export function localQualificationIssues(details: QualificationDetails): FieldIssues {
  const parsed = QualificationDetailsSchema.safeParse(details);
  return parsed.success ? {} : schemaIssues(parsed.error.issues);
}

/** The server's refusal of a save (400 with its list) as the form shows it, by property. */
export function serverQualificationIssues(error: unknown): FieldIssues {
  const errors = (error as { validationErrors?: unknown } | null)?.validationErrors;
  return Array.isArray(errors) ? issuesFromValidationErrors(errors as ValidationError[]) : {};
}
