/** One entry of the server's `validationErrors` list (wire contract, 400 answers). */
export interface ServerValidationError {
  /** Dotted path of the field, e.g. `settings.language`. */
  property: string;
  /** Stable constraint key -> English message, e.g. `{ isEmail: 'Value is not a valid email address' }`. */
  constraints: Record<string, string>;
}

/** Turns one constraint into the text shown under the field (usually a translation by key). */
export type ConstraintTranslator = (constraintKey: string, englishMessage: string) => string;

/**
 * Maps the server's `{ property, constraints }` list to react-aria's `validationErrors`
 * (field name -> messages), so `<Form validationErrors={…}>` shows each message under its field.
 * Fields are matched by their `name`, which must equal the dotted property.
 * @example serverValidationErrors(body.validationErrors, (key, message) => t(`validation.${key}`, { defaultValue: message }))
 */
export function serverValidationErrors(
  errors: readonly ServerValidationError[],
  translate: ConstraintTranslator = (_key, englishMessage) => englishMessage,
): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const { property, constraints } of errors) {
    const messages = Object.entries(constraints).map(([key, message]) => translate(key, message));
    byField[property] = [...(byField[property] ?? []), ...messages];
  }
  return byField;
}
