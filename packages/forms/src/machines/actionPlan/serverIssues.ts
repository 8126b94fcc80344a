import type { ValidationError } from '@telemed/domain';
import { issuesFromValidationErrors } from '../../questionnaire/fieldIssues';
import type { FieldIssues } from '../../questionnaire/fieldIssues';

/**
 * The server's refusal (400 with its `{ property, constraints }` list) by property, or no issue
 * for any other failure.
 *
 * @example
 * serverIssues(new ApiRequestError(...)); // { 'questionnaries.grade': { constraint: 'outOfRange' } }
 */
export function serverIssues(error: unknown): FieldIssues {
  const errors = (error as { validationErrors?: unknown } | null)?.validationErrors;
  return Array.isArray(errors) ? issuesFromValidationErrors(errors as ValidationError[]) : {};
}
