import type { ValidationConstraint } from '../rules/validationConstraints';
import { isValidationConstraint } from '../rules/validationConstraints';
import type { ValidationError } from '../schemas/errors';
import { DOMAIN_NAMESPACE, VALIDATION_MESSAGE_KEYS } from './domainMessageKeys';
import type { ValidationMessageKey } from './domainMessageKeys';

/** Anything carrying the server's validation errors, such as an `ApiRequestError`. */
export interface WithValidationErrors {
  validationErrors: readonly ValidationError[];
}

/** A translation function shaped like i18next's `t`. */
export type TranslateFunction = (
  key: string,
  options: { ns: string; defaultValue: string } & Record<string, unknown>,
) => string;

/** The first constraint of each field: forms show one message per input. */
function firstConstraints(error: WithValidationErrors): Map<string, [string, string]> {
  const constraints = new Map<string, [string, string]>();
  for (const { property, constraints: failed } of error.validationErrors) {
    const first = Object.entries(failed)[0];
    if (first && !constraints.has(property)) constraints.set(property, first);
  }
  return constraints;
}

function constraintKey(constraint: string): ValidationConstraint {
  // A constraint this client does not know yet still reads as a wrong value, not as nothing.
  return isValidationConstraint(constraint) ? constraint : 'invalidValue';
}

/**
 * Maps a failed call's validation errors to `{ [property]: messageKey }` of the `domain`
 * namespace, one message per field (the first failed constraint).
 *
 * @example
 * fieldErrorKeys(error); // { email: 'validation.isEmail', 'settings.language': 'validation.invalidValue' }
 */
export function fieldErrorKeys(error: WithValidationErrors): Record<string, ValidationMessageKey> {
  const keys: Record<string, ValidationMessageKey> = {};
  for (const [property, [constraint]] of firstConstraints(error)) {
    keys[property] = VALIDATION_MESSAGE_KEYS[constraintKey(constraint)];
  }
  return keys;
}

/**
 * Maps a failed call's validation errors to translated `{ [property]: message }`. The bounds of
 * `minLength` / `maxLength` / `outOfRange` / `questionValueOutOfRange` (and the date of `dateTagNotFound`) are read from the
 * server's English text ('min length 8'); the server's text is the default when a language lacks
 * the key.
 *
 * @example
 * const { t } = useTranslation();
 * setErrors(fieldErrorMessages(error, t)); // { password: 'Hasło jest za krótkie' }
 */
export function fieldErrorMessages(
  error: WithValidationErrors,
  translate: TranslateFunction,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [property, [constraint, serverMessage]] of firstConstraints(error)) {
    const bounds = serverMessage.match(/-?\d+(?:\.\d+)?/g) ?? [];
    const [bound, upper] = bounds;
    messages[property] = translate(VALIDATION_MESSAGE_KEYS[constraintKey(constraint)], {
      ns: DOMAIN_NAMESPACE,
      defaultValue: serverMessage,
      ...(constraint === 'minLength' && bound ? { min: Number(bound) } : {}),
      ...(constraint === 'maxLength' && bound ? { max: Number(bound) } : {}),
      ...(constraint === 'outOfRange' && bound && upper
        ? { min: Number(bound), max: Number(upper) }
        : {}),
      ...(constraint === 'questionValueOutOfRange' && bound && upper
        ? { minQuestionValue: Number(bound), maxQuestionValue: Number(upper) }
        : {}),
      ...(constraint === 'windowTooLong' && bound ? { hours: Number(bound) } : {}),
      ...(constraint === 'dateTagNotFound'
        ? { dayTimeTag: /\d{4}-\d{2}-\d{2}/.exec(serverMessage)?.[0] ?? '' }
        : {}),
    });
  }
  return messages;
}
