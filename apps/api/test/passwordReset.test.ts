import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ACCEPTED_CONSENTS,
  VALID_PASSWORD,
  logIn,
  signUp,
  tokenFromMail,
  uniqueEmail,
} from './helpers/testApp';
import { expireOneTimeToken } from './helpers/expireOneTimeToken';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

const INVALID_TOKEN = {
  statusCode: 400,
  code: 'INVALID_OR_EXPIRED_TOKEN',
  message: 'Invalid or expired token',
};
const SENT = {
  message: 'If the address belongs to an account, a message with a link has been sent',
};

function forget(email: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/forget', payload: { email } });
}

/** The reset mails go out after the answer: waits for them. */
const mailsSent = () => testApp.app.backgroundWork.settled();

function resetWithPathToken(token: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/auth/reset/${token}`,
    payload: { password },
  });
}

function setPassword(userId: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url: `/api/user/${userId}/password`, payload });
}

/** Requests a reset mail and reads its link. */
async function requestReset(
  email: string,
): Promise<{ token: string; userId: string; text: string }> {
  await forget(email);
  await mailsSent();
  const text = testApp.smtp!.lastMailTo(email).text;
  const link = new URL(text.match(/https?:\/\/\S+/)![0]);
  return { token: tokenFromMail(text), userId: link.searchParams.get('userId')!, text };
}

describe('POST /api/forget', () => {
  it('mails a one-hour reset link to the account in its language', async () => {
    const account = await signUp(testApp);
    const response = await forget(account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await mailsSent();
    const mail = testApp.smtp!.lastMailTo(account.email);
    expect(mail.subject).toBe('Set a new Telemed password');
    expect(mail.text).toContain('The link is valid for 1 hour and can be used once.');
    expect(mail.text).toContain(`http://telemed.test/set-password?token=`);
    expect(mail.text).toContain(`&userId=${account.userId}`);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const before = testApp.smtp!.received.length;
    const response = await forget(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await mailsSent();
    expect(testApp.smtp!.received.length).toBe(before);
  });

  it('answers before looking the address up, so known and unknown addresses answer alike', async () => {
    const account = await signUp(testApp);
    // The SMTP server holds the reset mail mid-transaction: a call that waited for its mail
    // would not answer until released.
    onTestFinished(testApp.smtp!.hold());
    const response = await forget(account.email);
    expect(response.json()).toEqual(SENT);
    expect(testApp.smtp!.mailsTo(account.email)).toHaveLength(1);
    testApp.smtp!.release();
    await mailsSent();
    expect(testApp.smtp!.lastMailTo(account.email).subject).toBe('Set a new Telemed password');
  }, 10_000);

  it('sends one address at most 5 reset mails an hour', async () => {
    const account = await signUp(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await forget(account.email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await mailsSent();
    expect(
      testApp
        .smtp!.mailsTo(account.email)
        .filter((mail) => mail.subject === 'Set a new Telemed password'),
    ).toHaveLength(5);
    const limited = await forget(account.email.toUpperCase());
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await forget(uniqueEmail('someone-else'))).statusCode).toBe(200);
  });

  it('validates the address', async () => {
    const response = await forget('nope');
    expect(response.json().validationErrors).toEqual([
      { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
    ]);
  });
});

describe('POST /api/auth/reset/{token}', () => {
  it('sets the new password once', async () => {
    const account = await signUp(testApp);
    const { token } = await requestReset(account.email);

    const reset = await resetWithPathToken(token, 'Fresh-password-42');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'password changed' });
    expect((await logIn(testApp.app, account.email, 'Fresh-password-42')).statusCode).toBe(200);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(401);

    const reused = await resetWithPathToken(token, 'Another-password-43');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses an expired link', async () => {
    const account = await signUp(testApp);
    const { token } = await requestReset(account.email);
    await expireOneTimeToken(testApp, token);
    expect((await resetWithPathToken(token, 'Fresh-password-42')).json()).toEqual(INVALID_TOKEN);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('retires the previous link when a new one is requested', async () => {
    const account = await signUp(testApp);
    const first = await requestReset(account.email);
    const second = await requestReset(account.email);
    expect((await resetWithPathToken(first.token, 'Fresh-password-42')).json()).toEqual(
      INVALID_TOKEN,
    );
    expect((await resetWithPathToken(second.token, 'Fresh-password-42')).statusCode).toBe(200);
  });

  it('checks the new password and does not spend the link on a bad one', async () => {
    const account = await signUp(testApp);
    const { token } = await requestReset(account.email);
    const short = await resetWithPathToken(token, 'short');
    expect(short.json().validationErrors).toEqual([
      { property: 'password', constraints: { passwordTooShort: 'Password is too short' } },
    ]);
    expect((await resetWithPathToken(token, 'Long-enough-now-1')).statusCode).toBe(200);
  });

  it('confirms an account that had not been confirmed yet', async () => {
    const email = uniqueEmail();
    await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS },
    });
    const { token } = await requestReset(email);
    await resetWithPathToken(token, 'Fresh-password-42');
    const login = await logIn(testApp.app, email, 'Fresh-password-42');
    expect(login.statusCode).toBe(200);
    expect(login.json().user.confirmed).toBe(true);
  });
});

describe('POST /api/user/{userId}/password', () => {
  it('sets the password from the set-password screen, once', async () => {
    const account = await signUp(testApp);
    const { token, userId } = await requestReset(account.email);
    const response = await setPassword(userId, { password: 'From-the-screen-7', token });
    expect(response.json()).toEqual({ message: 'password changed' });
    expect((await logIn(testApp.app, account.email, 'From-the-screen-7')).statusCode).toBe(200);
    expect((await setPassword(userId, { password: 'Again-and-again-8', token })).json()).toEqual(
      INVALID_TOKEN,
    );
  });

  it('refuses a token of another user', async () => {
    const owner = await signUp(testApp);
    const other = await signUp(testApp);
    const { token } = await requestReset(owner.email);
    expect(
      (await setPassword(other.userId, { password: 'Hijacked-pass-1', token })).json(),
    ).toEqual(INVALID_TOKEN);
    expect(
      (await setPassword(owner.userId, { password: 'Rightful-pass-2', token })).statusCode,
    ).toBe(200);
  });

  it('validates the user id, the password and the token', async () => {
    const response = await setPassword('not-a-uuid', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { property: 'userId', constraints: { invalidFormat: 'Invalid format' } },
    ]);
    const body = await setPassword('9b2f7c1e-4a51-4c1e-9d7e-2f1b8e3c6a10', { password: 12345678 });
    expect(body.json().validationErrors).toEqual([
      { property: 'password', constraints: { invalidType: 'Invalid format' } },
      { property: 'token', constraints: { isRequired: 'Field is required' } },
    ]);
  });
});
