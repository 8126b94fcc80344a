/**
 * Stable keys of validation constraints with their English messages (clinical-domain §5).
 * The server answers `{ property, constraints: { [key]: message } }`; clients translate by key
 * (namespace `domain`, `validation.<key>`) and fall back to the English message.
 */
export const VALIDATION_MESSAGES = {
  isRequired: 'Field is required',
  isEmail: 'Value is not a valid email address',
  tooLong: 'Field too long',
  tooShort: 'Field too short',
  invalidFormat: 'Invalid format',
  passwordTooShort: 'Password is too short',
  sameAsCurrent: 'New password cannot be the same as the current one',
  sameAsPrevious: 'The value entered cannot be the same as the previous one',
  wrongCurrentPassword: 'Wrong current password',
  passwordOnlySpaces: 'Password cannot be only spaces',
  passwordControlCharacters: 'Password cannot contain control characters',
  passwordOneCharacter: 'Password cannot be one character repeated',
  passwordTooCommon: 'This password is too common, choose a less predictable one',
  invalidType: 'Invalid format',
  notAccepted: 'Agreements must be accepted before submit',
  emailTaken: 'This email address is already registered',
  invalidValue: 'Invalid format',
  minLength: 'min length {min}',
  maxLength: 'max length {max}',
  startDateDifferentThanEndDate: 'Start date cannot be greater than or equal to end date',
  notInteger: 'Value must be an integer',
  questionValueOutOfRange: 'Value must be between {minQuestionValue} and {maxQuestionValue}',
  outOfRange: 'Value must be between {min} and {max}',
  spanMaxBelowMin: 'The longest span cannot be shorter than the shortest',
  beatNotFound: 'No beat at this sample',
  tachycardiaBelowBradycardia: 'Tachycardia must start above the bradycardia limit',
  dateTagNotFound: 'Date tag {dayTimeTag} not found or incorrect',
  notAPatient: 'Only members with role user can be chosen as patient',
  notAPhysician: 'Only physicians who accepted the invitation can be assigned',
  identifierNotAlphanumeric: 'Identifier must be alphanumeric (Latin letters and digits)',
  invalidPhone: 'Phone must be a valid phone number',
  invalidUniqueId: 'Invalid Unique ID',
  uniqueIdTaken: 'This Unique ID is already used in the clinic',
  invalidNip: 'Enter 10-digit NIP',
  invalidBusinessId: 'Enter valid business id for the country',
  invalidEuVat: 'Incorrect EU VAT',
  invalidPostalCode: 'Incorrect postal code',
  tooFewDevices: 'Number of devices must be more than 1',
  signatureRequired: 'Sign by drawing or by typing your name',
  orderNotPriced: 'Set the fee before activating the clinic',
  orderAlreadyActive: 'The clinic of this order is already activated',
  memberExists: 'This person is already a member of the clinic',
  invitationPending: 'An invitation for this address is already pending',
  lastAdministrator: 'The clinic must keep at least one administrator',
  soleClinicAdministrator:
    'You are the only administrator of a clinic: name another administrator or delete the clinic first',
  patientRecordsKept:
    'A clinic keeps your records as its patient: ask it to remove you before deleting your account',
  invalidCharacters: 'Invalid sign',
  invalidTaskType: 'Invalid task type',
  windowTooLong: 'The window may be at most {hours} hours long',
  unknownChannel: 'No such channel in the recording',
  stepMismatch: 'Value must be a multiple of {step}',
  dateInFuture: 'The date cannot be later than now',
  firstSymptomsAfterQualification: 'The first symptoms cannot be later than the qualification date',
  spo2AfterRestTooLow: 'SpO2 should be at least {min}% to be accepted',
  pressContinue: 'Press continue to accept values out of range',
  respirationRateAfterRestOutOfRange:
    'Respiration rate after rest should be between {min}-{max}/minute',
  heartRateAfterRestTooHigh: 'Heart rate after rest should be at most {max}/minute',
  // EXAM_WARNING_PATIENT_EXCLUDED (platform-core §5).
  patientExcluded: 'The patient does not meet the limits after rest and cannot be enrolled',
  // Rehabilitation programs (clinical-domain §5 "valid URL required", restriction to members).
  invalidUrl: 'Valid URL required',
  programNotAssignable: 'Only a published program the patient may see can be assigned',
  noDaysOffLeft: 'No days off left in this program',
  answersMissing: 'Answer every question of the day’s series',
} as const;

export type ValidationConstraint = keyof typeof VALIDATION_MESSAGES;

export function isValidationConstraint(value: string): value is ValidationConstraint {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** The English message of a constraint with `{name}` placeholders filled in. */
export function validationMessage(
  constraint: ValidationConstraint,
  values: Record<string, string | number> = {},
): string {
  return VALIDATION_MESSAGES[constraint].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
