import { describe, expect, it } from 'vitest';
import { errorCodeMessageKey, successMessageKey } from './serverMessageKeys';

describe('errorCodeMessageKey', () => {
  it('translates the account codes of the catalogue', () => {
    expect(errorCodeMessageKey('REGISTRATION_LINK_EXPIRED')).toBe('errors.registrationLinkExpired');
    expect(errorCodeMessageKey('ACCOUNT_NOT_CONFIRMED')).toBe('errors.accountNotConfirmed');
  });

  it('leaves codes outside the catalogue to the server message', () => {
    expect(errorCodeMessageKey('TOO_MANY_REQUESTS')).toBeUndefined();
    expect(errorCodeMessageKey('toString')).toBeUndefined();
  });
});

describe('successMessageKey', () => {
  it('translates the success answers of the account calls', () => {
    expect(successMessageKey('account confirmed')).toBe('success.accountConfirmed');
    expect(successMessageKey('password changed')).toBe('success.passwordChanged');
  });

  it('knows nothing of other texts', () => {
    expect(successMessageKey('constructor')).toBeUndefined();
  });
});
