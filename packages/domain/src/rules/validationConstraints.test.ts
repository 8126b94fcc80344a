import { describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from './errorCodes';
import { isAvatarContentType, isSuccessStatus } from './limits';
import { isValidationConstraint, validationMessage } from './validationConstraints';

describe('validationMessage', () => {
  it('answers the catalogue message of a constraint', () => {
    expect(validationMessage('passwordTooShort')).toBe('Password is too short');
    expect(validationMessage('notAccepted')).toBe('Agreements must be accepted before submit');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(validationMessage('minLength', { min: 4 })).toBe('min length 4');
    expect(validationMessage('maxLength')).toBe('max length {max}');
  });

  it('knows its keys', () => {
    expect(isValidationConstraint('isEmail')).toBe(true);
    expect(isValidationConstraint('toString')).toBe(false);
  });
});

describe('status and message rules', () => {
  it('treats 200, 201, 202 and 304 as success', () => {
    expect([200, 201, 202, 304, 204, 400].map(isSuccessStatus)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('says when to try again', () => {
    expect(tooManyRequestsMessage(42)).toBe('Too many requests, try again in 42 seconds');
  });
});

describe('isAvatarContentType', () => {
  it('accepts PNG, JPEG and WebP only', () => {
    expect(
      ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'text/html'].map(isAvatarContentType),
    ).toEqual([true, true, true, false, false]);
  });
});
