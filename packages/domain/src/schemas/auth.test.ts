import { describe, expect, it } from 'vitest';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from './auth';

const consents = { termsOfService: true, privacyPolicy: true };

function messagesByPath(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('RegisterBodySchema', () => {
  it('lowercases and trims the email', () => {
    const body = RegisterBodySchema.parse({
      email: '  Anna.Nowak@Example.COM ',
      password: 'long enough',
      acceptedConsents: consents,
    });
    expect(body.email).toBe('anna.nowak@example.com');
  });

  it('names the broken rule by constraint key', () => {
    const result = RegisterBodySchema.safeParse({
      email: 'not-an-email',
      password: 'short',
      acceptedConsents: { termsOfService: false, privacyPolicy: true },
      language: 'fr',
    });
    expect(messagesByPath(result)).toEqual({
      email: 'isEmail',
      password: 'passwordTooShort',
      'acceptedConsents.termsOfService': 'notAccepted',
      language: 'invalidValue',
    });
  });

  it('rejects addresses longer than 254 characters', () => {
    const result = RegisterBodySchema.safeParse({
      email: `${'a'.repeat(250)}@example.com`,
      password: 'long enough',
      acceptedConsents: consents,
    });
    expect(messagesByPath(result)).toEqual({ email: 'tooLong' });
  });
});

describe('LoginBodySchema and ChangePasswordBodySchema', () => {
  it('accepts any non-empty password at login', () => {
    expect(LoginBodySchema.safeParse({ email: 'a@b.pl', password: 'x' }).success).toBe(true);
    expect(messagesByPath(LoginBodySchema.safeParse({ email: 'a@b.pl', password: '' }))).toEqual({
      password: 'isRequired',
    });
  });

  it('requires a long enough new password', () => {
    const result = ChangePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'y' });
    expect(messagesByPath(result)).toEqual({ newPassword: 'passwordTooShort' });
  });
});

describe('NewPasswordSchema', () => {
  it.each([
    ['short', 'passwordTooShort'],
    ['x'.repeat(129), 'tooLong'],
    [' '.repeat(8), 'passwordOnlySpaces'],
    ['\t \u00a0\u2003 \n  ', 'passwordOnlySpaces'],
    ['\0'.repeat(8), 'passwordControlCharacters'],
    ['pass\u0007word-long', 'passwordControlCharacters'],
    ['pass\u009bword-long', 'passwordControlCharacters'],
    ['a'.repeat(8), 'passwordOneCharacter'],
    ['🙂'.repeat(8), 'passwordOneCharacter'],
  ])('refuses %j with %s alone', (password, constraint) => {
    const result = ResetPasswordBodySchema.safeParse({ password });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([constraint]);
  });

  it.each([
    'long enough',
    'zażółć gęślą',
    '  spaced  out  ',
    'ab'.repeat(4),
    'x'.repeat(127) + 'y',
  ])('accepts %j', (password) => {
    expect(ResetPasswordBodySchema.safeParse({ password }).success).toBe(true);
  });
});
