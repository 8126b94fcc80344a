/** Codes of the API's error bodies with their English messages (platform-core §8, clinical-domain §8). */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: 'Validation failed',
  TOKEN_EXPIRED_OR_INVALID: 'Token expired or invalid',
  INVALID_CREDENTIALS: 'Wrong email or password',
  ACCOUNT_NOT_CONFIRMED: 'Account not confirmed, check your email',
  FORBIDDEN: 'You are not authorized to view this page',
  NOT_FOUND: 'Error 404 - page not found',
  TOO_MANY_REQUESTS: 'Too many requests, try again in {seconds} seconds',
  UNKNOWN_ERROR: 'An unknown error has occurred',
  INVALID_OR_EXPIRED_TOKEN: 'Invalid or expired token',
  REGISTRATION_LINK_EXPIRED: 'Registration link expired, create a new account',
  BAD_REQUEST: 'Invalid format',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported file type',
  PAYLOAD_TOO_LARGE: 'File too large',
  EXAMINATION_NOT_FOUND: 'Examination not found',
  EXAMINATION_ARCHIVED: 'Restore the archived examination before changing it',
  EXAMINATION_FROZEN: 'The examination is frozen; its physician cannot be changed',
  NOT_A_TEAM_MEMBER: 'not a team member',
  MEMBER_NOT_FOUND: 'Member not found',
  SMS_NOT_SENT: 'Could not send SMS',
  INVITATION_NOT_FOUND: 'Invitation not found',
  SIGNAL_QUALITY_TOO_LOW: 'Signal quality too low for analysis',
  NOT_ENOUGH_DATA: 'Not enough data from the recorder or pulse oximeter for analysis',
  SIGNAL_MISSING_OR_TOO_SHORT: 'No signal or event is too short',
  REQUEST_TIMEOUT: 'The request took too long to arrive, try again',
  INVALID_TASK_TYPE: 'Invalid task type',
  EDF_IMPORT_FAILED: 'Failed to import EDF file',
  QUALIFICATION_STATE_CHANGE_FAILED: 'Error occurred while changing the qualification state.',
  PLAN_NOT_FOUND: 'Plan not found',
  ACCOUNT_EXISTS:
    'An account with this email already exists: sign in and choose a plan on the subscription page',
  REHABILITATION_CLINIC_UNAVAILABLE: 'This clinic does not take rehabilitation patients',
  CHECKOUT_NOT_FOUND: 'Payment not found',
  CHECKOUT_CLOSED: 'This payment is already settled',
  NO_SUBSCRIPTION: 'You have no plan',
  PLAN_ALREADY_ACTIVE: 'You already have an active plan',
  SUBSCRIPTION_NOT_CHANGEABLE: 'The subscription cannot be changed in its current state',
  CUSTOMER_PORTAL_UNAVAILABLE: 'The payment provider offers no customer portal',
  RECOVER_CODE_NOT_FOUND: 'No recover code yet: it comes with your first plan',
  INVALID_WEBHOOK_SIGNATURE: 'Invalid webhook signature',
  PAYMENT_PROVIDER_UNAVAILABLE: 'The payment service is unavailable, try again later',
  ACTION_PLAN_NOT_FOUND: 'Action plan not found',
  DEMO_RECORDING_NOT_OFFERED: 'Demo recordings are only offered in the demo clinic',
  REPORT_NOT_READY: 'The report is not ready yet: the physician has not described the examination',
  ACTION_NOT_FOUND: 'Action not found',
  ACTION_STATUS_CHANGE_FAILED: 'The action cannot be moved to this status',
  ACTION_CLOSED: 'This action is closed; its answers can no longer be changed',
  PROGRAM_ARCHIVED: 'The program is archived and cannot change any more',
  PROGRAM_DAY_CLOSED: 'This day of the program cannot change any more',
  TASK_FILE_REMOVED: 'The file is no longer kept: ask for it again',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return ERROR_MESSAGES.TOO_MANY_REQUESTS.replace('{seconds}', String(retryAfterSeconds));
}

/** Messages the client shows for failures that never reach the server (platform-core §8). */
export const CLIENT_ERROR_MESSAGES = {
  aborted: 'aborted',
  requestAborted: 'Request aborted by client',
  applicationError: 'Application error. Refresh the page or contact your administrator.',
  offline: 'You are offline, check your internet connection',
  methodUnavailable: 'Method unavailable',
  noClinicSelected: 'No clinic selected',
  avatarFailed: 'Adding avatar failed.',
  newPasswordNotSet: 'New password could not be set',
  featureVisibilitiesFailed: 'Error fetching feature visibilities',
  currentPlanFailed: 'Error getting current plan data',
  cardDeclined: 'The card was declined and no money was taken. Try another card.',
  paymentFailed: 'The payment did not go through and no money was taken.',
} as const;

/** Success texts the API answers in `{ message }` (clinical-domain §8). */
export const SUCCESS_MESSAGES = {
  accountConfirmed: 'account confirmed',
  registrationMailSent: 'Check your mailbox: a message with a link is on its way',
  passwordChanged: 'password changed',
  resetMailSent: 'If the address belongs to an account, a message with a link has been sent',
  emailChangeMailSent: 'A confirmation link has been sent to the new address',
  notificationSettingsSaved: 'notification settings saved',
  reportSubmitted: 'report submitted',
  patientReset: 'patient logged out of all devices',
  invitationSent: 'invitation sent',
  teamDeleted: 'clinic deleted',
  memberRemoved: 'member removed',
  accountDeleted: 'account deleted',
  signedOut: 'signed out',
  questionnaireAnswered: 'questionnaire answers saved',
  programDeleted: 'program deleted',
  libraryItemDeleted: 'removed from the library',
} as const;
