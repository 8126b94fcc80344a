import type { ErrorCode } from '../rules/errorCodes';
import { SUCCESS_MESSAGES } from '../rules/errorCodes';
import { ERROR_MESSAGE_KEYS, SUCCESS_MESSAGE_KEYS } from './domainMessageKeys';
import type { ErrorMessageKey, SuccessMessageKey } from './domainMessageKeys';

/*
 * Server codes whose message the catalogue translates. The others (403, 404, 429, validation)
 * are shown as the server wrote them, or through their field constraints.
 */
const ERROR_CODE_MESSAGE_KEYS: Partial<Record<ErrorCode, ErrorMessageKey>> = {
  TOKEN_EXPIRED_OR_INVALID: ERROR_MESSAGE_KEYS.tokenExpired,
  INVALID_CREDENTIALS: ERROR_MESSAGE_KEYS.wrongCredentials,
  ACCOUNT_NOT_CONFIRMED: ERROR_MESSAGE_KEYS.accountNotConfirmed,
  UNKNOWN_ERROR: ERROR_MESSAGE_KEYS.unknownError,
  INVALID_OR_EXPIRED_TOKEN: ERROR_MESSAGE_KEYS.invalidOrExpiredToken,
  REGISTRATION_LINK_EXPIRED: ERROR_MESSAGE_KEYS.registrationLinkExpired,
  UNSUPPORTED_MEDIA_TYPE: ERROR_MESSAGE_KEYS.avatarFailed,
  PAYLOAD_TOO_LARGE: ERROR_MESSAGE_KEYS.avatarFailed,
  EXAMINATION_NOT_FOUND: ERROR_MESSAGE_KEYS.examinationNotFound,
  EXAMINATION_ARCHIVED: ERROR_MESSAGE_KEYS.examinationArchived,
  EXAMINATION_FROZEN: ERROR_MESSAGE_KEYS.examinationFrozen,
  NOT_A_TEAM_MEMBER: ERROR_MESSAGE_KEYS.notATeamMember,
  MEMBER_NOT_FOUND: ERROR_MESSAGE_KEYS.memberNotFound,
  SMS_NOT_SENT: ERROR_MESSAGE_KEYS.smsNotSent,
  INVITATION_NOT_FOUND: ERROR_MESSAGE_KEYS.invitationNotFound,
  SIGNAL_QUALITY_TOO_LOW: ERROR_MESSAGE_KEYS.signalQualityTooLow,
  NOT_ENOUGH_DATA: ERROR_MESSAGE_KEYS.notEnoughData,
  SIGNAL_MISSING_OR_TOO_SHORT: ERROR_MESSAGE_KEYS.signalMissingOrTooShort,
  REQUEST_TIMEOUT: ERROR_MESSAGE_KEYS.requestTimedOut,
  INVALID_TASK_TYPE: ERROR_MESSAGE_KEYS.invalidTaskType,
  EDF_IMPORT_FAILED: ERROR_MESSAGE_KEYS.edfImportFailed,
  QUALIFICATION_STATE_CHANGE_FAILED: ERROR_MESSAGE_KEYS.qualificationStateChangeFailed,
  PLAN_NOT_FOUND: ERROR_MESSAGE_KEYS.planNotFound,
  ACCOUNT_EXISTS: ERROR_MESSAGE_KEYS.accountExists,
  REHABILITATION_CLINIC_UNAVAILABLE: ERROR_MESSAGE_KEYS.rehabilitationClinicUnavailable,
  CHECKOUT_NOT_FOUND: ERROR_MESSAGE_KEYS.checkoutNotFound,
  CHECKOUT_CLOSED: ERROR_MESSAGE_KEYS.checkoutClosed,
  NO_SUBSCRIPTION: ERROR_MESSAGE_KEYS.noSubscription,
  PLAN_ALREADY_ACTIVE: ERROR_MESSAGE_KEYS.planAlreadyActive,
  SUBSCRIPTION_NOT_CHANGEABLE: ERROR_MESSAGE_KEYS.subscriptionNotChangeable,
  CUSTOMER_PORTAL_UNAVAILABLE: ERROR_MESSAGE_KEYS.customerPortalUnavailable,
  RECOVER_CODE_NOT_FOUND: ERROR_MESSAGE_KEYS.recoverCodeNotFound,
  INVALID_WEBHOOK_SIGNATURE: ERROR_MESSAGE_KEYS.invalidWebhookSignature,
  PAYMENT_PROVIDER_UNAVAILABLE: ERROR_MESSAGE_KEYS.paymentProviderUnavailable,
  ACTION_PLAN_NOT_FOUND: ERROR_MESSAGE_KEYS.actionPlanNotFound,
  DEMO_RECORDING_NOT_OFFERED: ERROR_MESSAGE_KEYS.demoRecordingNotOffered,
  REPORT_NOT_READY: ERROR_MESSAGE_KEYS.reportNotReady,
  ACTION_NOT_FOUND: ERROR_MESSAGE_KEYS.actionNotFound,
  ACTION_STATUS_CHANGE_FAILED: ERROR_MESSAGE_KEYS.actionStatusChangeFailed,
  ACTION_CLOSED: ERROR_MESSAGE_KEYS.actionClosed,
  PROGRAM_ARCHIVED: ERROR_MESSAGE_KEYS.programArchived,
  PROGRAM_DAY_CLOSED: ERROR_MESSAGE_KEYS.programDayClosed,
  TASK_FILE_REMOVED: ERROR_MESSAGE_KEYS.taskFileRemoved,
};

const SUCCESS_TEXT_MESSAGE_KEYS: Record<string, SuccessMessageKey> = {
  [SUCCESS_MESSAGES.accountConfirmed]: SUCCESS_MESSAGE_KEYS.accountConfirmed,
  [SUCCESS_MESSAGES.passwordChanged]: SUCCESS_MESSAGE_KEYS.passwordChanged,
  [SUCCESS_MESSAGES.registrationMailSent]: SUCCESS_MESSAGE_KEYS.registrationMailSent,
  [SUCCESS_MESSAGES.resetMailSent]: SUCCESS_MESSAGE_KEYS.resetMailSent,
  [SUCCESS_MESSAGES.emailChangeMailSent]: SUCCESS_MESSAGE_KEYS.emailChangeMailSent,
  [SUCCESS_MESSAGES.notificationSettingsSaved]: SUCCESS_MESSAGE_KEYS.notificationSettingsSaved,
  [SUCCESS_MESSAGES.reportSubmitted]: SUCCESS_MESSAGE_KEYS.reportSubmitted,
  [SUCCESS_MESSAGES.patientReset]: SUCCESS_MESSAGE_KEYS.patientReset,
  [SUCCESS_MESSAGES.invitationSent]: SUCCESS_MESSAGE_KEYS.invitationSent,
  [SUCCESS_MESSAGES.teamDeleted]: SUCCESS_MESSAGE_KEYS.teamDeleted,
  [SUCCESS_MESSAGES.memberRemoved]: SUCCESS_MESSAGE_KEYS.memberRemoved,
  [SUCCESS_MESSAGES.accountDeleted]: SUCCESS_MESSAGE_KEYS.accountDeleted,
  [SUCCESS_MESSAGES.questionnaireAnswered]: SUCCESS_MESSAGE_KEYS.questionnaireAnswered,
  [SUCCESS_MESSAGES.programDeleted]: SUCCESS_MESSAGE_KEYS.programDeleted,
  [SUCCESS_MESSAGES.libraryItemDeleted]: SUCCESS_MESSAGE_KEYS.libraryItemDeleted,
};

/**
 * The catalogue key translating a server error code, if the catalogue has one.
 *
 * @example
 * errorCodeMessageKey('INVALID_CREDENTIALS'); // 'errors.wrongCredentials'
 */
export function errorCodeMessageKey(code: string): ErrorMessageKey | undefined {
  return Object.hasOwn(ERROR_CODE_MESSAGE_KEYS, code)
    ? ERROR_CODE_MESSAGE_KEYS[code as ErrorCode]
    : undefined;
}

/**
 * The catalogue key translating a `{ message }` success answer such as 'password changed'.
 *
 * @example
 * const { message } = await client.changePassword(body);
 * toast(t(successMessageKey(message) ?? message, { ns: 'domain' }));
 */
export function successMessageKey(message: string): SuccessMessageKey | undefined {
  return Object.hasOwn(SUCCESS_TEXT_MESSAGE_KEYS, message)
    ? SUCCESS_TEXT_MESSAGE_KEYS[message]
    : undefined;
}
