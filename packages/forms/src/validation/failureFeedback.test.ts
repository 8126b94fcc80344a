import { ApiRequestError } from '@telemed/domain';
import type { TranslateFunction } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { failureFeedback, failureText } from './failureFeedback';

/** Answers each message in English: the server's text, the key's default. */
const english: TranslateFunction = (key, options) => options.defaultValue || key;
const described = (error: unknown) => `described: ${(error as Error).message}`;

const refusal = new ApiRequestError('Invalid value', {
  status: 400,
  code: 'VALIDATION_ERROR',
  validationErrors: [
    { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
    { property: 'teamId', constraints: { invalidValue: 'Invalid value' } },
  ],
});

describe('the feedback of a failed submit', () => {
  it('shows a field’s message beside it and the rest above the form', () => {
    expect(failureFeedback(refusal, ['email', 'fullName'], english, described)).toEqual({
      fieldErrors: { email: 'Value is not a valid email address' },
      formError: 'Invalid value',
    });
  });

  it('describes a failure without field messages for the whole form', () => {
    const offline = new ApiRequestError('Network down', { status: 0, code: 'NETWORK_ERROR' });
    expect(failureFeedback(offline, ['email'], english, described)).toEqual({
      fieldErrors: {},
      formError: 'described: Network down',
    });
    expect(failureFeedback(null, ['email'], english, described)).toEqual({
      fieldErrors: {},
      formError: undefined,
    });
  });

  it('says what failed in the catalogue’s words, the server’s, or as an unknown error', () => {
    expect(failureText(new Error('boom'), english)).toBe('An unknown error has occurred');
    expect(failureText(refusal, english)).toBe('Invalid value');
  });
});
