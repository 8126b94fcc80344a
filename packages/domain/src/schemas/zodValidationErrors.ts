import type { z } from 'zod';
import { isValidationConstraint, validationMessage } from '../rules/validationConstraints';
import type { ValidationConstraint } from '../rules/validationConstraints';
import type { ValidationError } from './errors';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function constraintFromCode(issue: Issue): ValidationConstraint {
  switch (issue.code) {
    case 'invalid_type':
      return 'invalidType';
    case 'too_small':
      return issue.origin === 'string' ? 'tooShort' : 'invalidValue';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'invalidValue';
    case 'invalid_format':
      return issue.format === 'email' ? 'isEmail' : 'invalidFormat';
    default:
      return 'invalidValue';
  }
}

/**
 * The stable constraint key of one zod issue. A missing value is always `isRequired`, except an
 * unticked consent (a missing `true` literal), which the catalogue calls `notAccepted`. Schemas
 * name their own keys through custom messages; other issues map by zod's issue code.
 */
function constraintOf(issue: Issue, input: unknown): ValidationConstraint {
  const named = isValidationConstraint(issue.message) ? issue.message : null;
  if (valueAt(input, issue.path) === undefined && named !== 'notAccepted') return 'isRequired';
  return named ?? constraintFromCode(issue);
}

function placeholderValues(issue: Issue): Record<string, number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  // A schema's own check names its placeholders' values in `params` (e.g. { min, max }).
  if (issue.code === 'custom' && issue.params) return issue.params as Record<string, number>;
  return {};
}

/**
 * Turns zod issues into the contract's `{ property: 'a.b', constraints: { key: message } }` list:
 * what the server and the mock client answer with a 400.
 *
 * @example
 * const parsed = schema.safeParse(body);
 * if (!parsed.success) return { validationErrors: toValidationErrors(parsed.error, body) };
 */
export function toValidationErrors(error: z.ZodError, input: unknown): ValidationError[] {
  const byProperty = new Map<string, Record<string, string>>();
  // A value of the wrong type also fails the checks meant for the right type (a one-item array
  // is "too short" for a password); only the type error says what is actually wrong.
  const mistypedPaths = new Set(
    error.issues
      .filter((issue) => issue.code === 'invalid_type')
      .map((issue) => issue.path.join('.')),
  );
  for (const issue of error.issues) {
    if (issue.code !== 'invalid_type' && mistypedPaths.has(issue.path.join('.'))) continue;
    const properties =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.map(String).join('.')];
    const constraint = constraintOf(issue, input);
    for (const property of properties) {
      const constraints = byProperty.get(property) ?? {};
      constraints[constraint] ??= validationMessage(constraint, placeholderValues(issue));
      byProperty.set(property, constraints);
    }
  }
  return [...byProperty].map(([property, constraints]) => ({ property, constraints }));
}
