import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_CONSENTS,
  bearer,
  logIn,
  signUp,
  tokenFromMail,
  uniqueEmail,
} from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

/** The refusals the finding reproduced, and the common ones the list adds. */
const REFUSED = [
  ['password', 'passwordTooCommon', 'This password is too common, choose a less predictable one'],
  [
    'Password123!',
    'passwordTooCommon',
    'This password is too common, choose a less predictable one',
  ],
  [
    'Telemed2026',
    'passwordTooCommon',
    'This password is too common, choose a less predictable one',
  ],
  ['abcdefghij', 'passwordTooCommon', 'This password is too common, choose a less predictable one'],
  // Common words of the interface's other languages, with digits or symbols appended.
  ...['Szpital2026!', 'Krankenhaus1', 'Corazón2026', 'Ospedale99'].map(
    (password) =>
      [
        password,
        'passwordTooCommon',
        'This password is too common, choose a less predictable one',
      ] as const,
  ),
  [' '.repeat(8), 'passwordOnlySpaces', 'Password cannot be only spaces'],
  // Not NUL: text no database column can hold is refused before validation (invalidCharacters).
  ['Quiet\u0007River-7', 'passwordControlCharacters', 'Password cannot contain control characters'],
  ['zzzzzzzzzz', 'passwordOneCharacter', 'Password cannot be one character repeated'],
] as const;

/** Each call that sets a password: sends `password` and answers the response. */
const SETTERS = {
  'POST /api/users': async (password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: uniqueEmail(), password, acceptedConsents: ACCEPTED_CONSENTS },
    }),
  'POST /api/auth/reset/{token}': async (password: string) => {
    const { token } = await resetLink();
    return testApp.app.inject({
      method: 'POST',
      url: `/api/auth/reset/${token}`,
      payload: { password },
    });
  },
  'POST /api/user/{userId}/password': async (password: string) => {
    const { token, userId } = await resetLink();
    return testApp.app.inject({
      method: 'POST',
      url: `/api/user/${userId}/password`,
      payload: { password, token },
    });
  },
  'POST /api/users/me/password': async (password: string) => {
    const account = await signUp(testApp);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: bearer(account.token),
      payload: { currentPassword: account.password, newPassword: password },
    });
  },
};

const fieldOf = (call: string) =>
  call === 'POST /api/users/me/password' ? 'newPassword' : 'password';

/** A fresh account's reset link. */
async function resetLink(): Promise<{ token: string; userId: string; email: string }> {
  const account = await signUp(testApp);
  await testApp.app.inject({
    method: 'POST',
    url: '/api/forget',
    payload: { email: account.email },
  });
  await testApp.app.backgroundWork.settled();
  const text = testApp.smtp!.lastMailTo(account.email).text;
  return { token: tokenFromMail(text), userId: account.userId, email: account.email };
}

describe.each(Object.entries(SETTERS))('%s', (call, setPassword) => {
  it.each(REFUSED)('refuses %j as %s beside the field', async (password, constraint, message) => {
    const response = await setPassword(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      validationErrors: [{ property: fieldOf(call), constraints: { [constraint]: message } }],
    });
  });

  it('accepts an uncommon password', async () => {
    expect((await setPassword('Quiet-Orchard-58')).statusCode).toBeLessThan(300);
  });
});

it('leaves a reset link usable after refusing a common password', async () => {
  const { token, email } = await resetLink();
  const reset = (password: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/auth/reset/${token}`, payload: { password } });
  expect((await reset('iloveyou1')).statusCode).toBe(400);
  expect((await reset('Quiet-Orchard-58')).statusCode).toBe(200);
  expect((await logIn(testApp.app, email, 'Quiet-Orchard-58')).statusCode).toBe(200);
});
