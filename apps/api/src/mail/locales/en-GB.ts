import type { MailStrings } from '../mailStrings';

export const enGB: MailStrings = {
  greeting: (fullName) => (fullName ? `Hello ${fullName},` : 'Hello,'),
  linkFallback: 'If the button does not work, copy this address into your browser:',
  signature: 'The Telemed team',
  confirmAccount: {
    subject: 'Confirm your Telemed account',
    intro:
      'Thank you for registering with Telemed. Confirm your email address to activate your account.',
    action: 'Confirm account',
    expiry: 'The link is valid for 7 days.',
    ignore: 'If you did not create an account, you can ignore this message.',
  },
  resetPassword: {
    subject: 'Set a new Telemed password',
    intro: 'We received a request to reset the password of your Telemed account.',
    action: 'Set a new password',
    expiry: 'The link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this, ignore this message; your password stays unchanged.',
  },
  changeEmail: {
    subject: 'Confirm your new email address',
    intro:
      'You asked to use this address for your Telemed account. Confirm the change to start using it.',
    action: 'Confirm new address',
    expiry: 'The link is valid for 24 hours.',
    ignore:
      'If you did not ask for this, ignore this message; your account keeps its current address.',
  },
  accountExists: {
    subject: 'Your Telemed account',
    intro:
      'Someone asked to register a Telemed account with this address, which already has one. If it was you, set the password of your account with the link below; a clinic may have created the account for you.',
    action: 'Set your password',
    expiry: 'The link is valid for 1 hour and can be used once.',
    ignore: 'If it was not you, ignore this message; nothing changes in your account.',
  },
  emailInUse: {
    subject: 'Your email address was entered for another Telemed account',
    intro:
      "Someone signed in to Telemed asked to change their account's address to this one. It already belongs to your Telemed account, so nothing was changed.",
    action: 'Sign in to Telemed',
    expiry: 'Your account and its address stay as they are.',
    ignore:
      'If it was you, sign in with this address instead, or use "Forgot password" on the sign-in page. Otherwise you can ignore this message.',
  },
};
