import { VALIDATION_MESSAGES } from '../../rules/validationConstraints';
import type { DomainMessages } from '../domainMessageKeys';

export const enGB: DomainMessages = {
  errors: {
    methodUnavailable: 'Method unavailable',
    requestAborted: 'Request aborted by client',
    offline: 'You are offline, check your internet connection',
    noClinicSelected: 'No clinic selected',
    tokenExpired: 'Token expired or invalid',
    applicationError: 'Application error. Refresh the page or contact your administrator.',
    unknownError: 'An unknown error has occurred',
    avatarFailed: 'Adding avatar failed.',
    registrationLinkExpired: 'Registration link expired, create a new account',
    invalidOrExpiredToken: 'Invalid or expired token',
    newPasswordNotSet: 'New password could not be set',
    wrongCredentials: 'Wrong email or password',
    accountNotConfirmed: 'Account not confirmed, check your email',
    examinationNotFound: 'Examination not found',
    examinationArchived: 'Restore the archived examination before changing it',
    examinationFrozen: 'The examination is frozen; its physician cannot be changed',
    notATeamMember: 'not a team member',
  },
  success: {
    accountConfirmed: 'Account confirmed',
    passwordChanged: 'Password changed',
    emailChanged: 'Email address changed',
    resetMailSent: 'If the address belongs to an account, a message with a link has been sent',
    emailChangeMailSent: 'A confirmation link has been sent to the new address',
    examinationCreated: 'Examination created',
    examinationDeleted: 'Examination deleted',
    examinationArchived: 'Examination archived',
    examinationRestored: 'Examination restored',
  },
  // The server's English texts, with `{min}` written as i18next's `{{min}}`.
  validation: Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [
      key,
      message.replace(/\{(\w+)\}/g, '{{$1}}'),
    ]),
  ) as DomainMessages['validation'],
};
