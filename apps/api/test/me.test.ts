import { describe, expect, it } from 'vitest';
import { bearer, logIn, signUp, tokenFromMail, uniqueEmail } from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

function updateMe(token: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/me',
    headers: bearer(token),
    payload: payload as object,
  });
}

describe('GET and POST /api/users/me', () => {
  it('merges profile, settings and personal details', async () => {
    const { token, email } = await signUp(testApp);
    const updated = await updateMe(token, {
      fullName: 'Zofia Lewandowska',
      settings: { language: 'pl', lengthUnits: 'imperial' },
      personalDetails: { dateOfBirth: '1948-07-23', gender: 'female', height: 158 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      email,
      fullName: 'Zofia Lewandowska',
      settings: { language: 'pl', temperatureUnits: 'celsius', lengthUnits: 'imperial' },
      personalDetails: {
        fullName: 'Zofia Lewandowska',
        dateOfBirth: '1948-07-23',
        gender: 'female',
        height: 158,
      },
    });

    await updateMe(token, {
      settings: { temperatureUnits: 'fahrenheit' },
      personalDetails: { height: null },
    });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({
      settings: { language: 'pl', temperatureUnits: 'fahrenheit', lengthUnits: 'imperial' },
      personalDetails: { dateOfBirth: '1948-07-23', height: null },
    });
  });

  it('reports each invalid field by its dotted path', async () => {
    const { token } = await signUp(testApp);
    const response = await updateMe(token, {
      fullName: 'x'.repeat(121),
      settings: { language: 'fr', temperatureUnits: 7 },
      personalDetails: { dateOfBirth: '23.07.1948', gender: 'unknown', height: 'tall' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { property: 'fullName', constraints: { tooLong: 'Field too long' } },
      { property: 'settings.language', constraints: { invalidValue: 'Invalid format' } },
      { property: 'settings.temperatureUnits', constraints: { invalidValue: 'Invalid format' } },
      { property: 'personalDetails.dateOfBirth', constraints: { invalidFormat: 'Invalid format' } },
      { property: 'personalDetails.gender', constraints: { invalidValue: 'Invalid format' } },
      { property: 'personalDetails.height', constraints: { invalidType: 'Invalid format' } },
    ]);
  });

  it('refuses a JSON null body as a body of the wrong shape, and an empty one as no change', async () => {
    const { token } = await signUp(testApp);
    const nullBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(400);
    expect(nullBody.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      validationErrors: [{ property: '', constraints: { invalidType: 'Invalid format' } }],
    });
    const emptyBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyBody.statusCode).toBe(200);
  });

  it('requires a valid token', async () => {
    const response = await updateMe('garbage', { fullName: 'Someone' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED_OR_INVALID');
  });
});

describe('POST /api/users/me/password', () => {
  function changePassword(token: string, payload: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: bearer(token),
      payload: payload as object,
    });
  }

  it('changes the password when the current one is right', async () => {
    const account = await signUp(testApp);
    const response = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'A-brand-new-one-9',
    });
    expect(response.json()).toEqual({ message: 'password changed' });
    expect((await logIn(testApp.app, account.email, 'A-brand-new-one-9')).statusCode).toBe(200);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(401);
  });

  it('answers wrongCurrentPassword, sameAsCurrent and passwordTooShort on their fields', async () => {
    const account = await signUp(testApp);
    const wrong = await changePassword(account.token, {
      currentPassword: 'Not-my-password-1',
      newPassword: 'Whatever-new-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validationErrors).toEqual([
      {
        property: 'currentPassword',
        constraints: { wrongCurrentPassword: 'Wrong current password' },
      },
    ]);

    const same = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: account.password,
    });
    expect(same.json().validationErrors).toEqual([
      {
        property: 'newPassword',
        constraints: { sameAsCurrent: 'New password cannot be the same as the current one' },
      },
    ]);

    const short = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(short.json().validationErrors).toEqual([
      { property: 'newPassword', constraints: { passwordTooShort: 'Password is too short' } },
    ]);
  });
});

describe('POST /api/users/me/email and PUT /api/confirm/{token}/email', () => {
  function requestChange(token: string, email: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: bearer(token),
      payload: { email },
    });
  }

  it('mails a link to the new address in the user language and switches on confirmation', async () => {
    const account = await signUp(testApp);
    await updateMe(account.token, { fullName: 'Giuseppe Russo', settings: { language: 'it' } });
    const newEmail = uniqueEmail('new');

    const requested = await requestChange(account.token, newEmail);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      message: 'A confirmation link has been sent to the new address',
    });
    await testApp.app.backgroundWork.settled();
    const mail = testApp.smtp!.lastMailTo(newEmail);
    expect(mail.subject).toBe('Conferma il tuo nuovo indirizzo email');
    expect(mail.text).toContain('Gentile Giuseppe Russo,');
    expect(mail.text).toMatch(/http:\/\/telemed\.test\/confirm\/email\/change\?token=/);
    expect(testApp.smtp!.mailsTo(account.email)).toHaveLength(1);

    // The client sends its JSON content type on this bodyless call too.
    const confirm = () =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/confirm/${tokenFromMail(mail.text)}/email`,
        headers: { 'content-type': 'application/json' },
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: account.userId, email: newEmail });
    expect((await logIn(testApp.app, newEmail, account.password)).statusCode).toBe(200);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(401);

    const reused = await confirm();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_OR_EXPIRED_TOKEN');
  });

  it('refuses the account’s own address beside the field, in any case of letters, and mails nothing', async () => {
    const account = await signUp(testApp);
    const same = await requestChange(account.token, account.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().validationErrors).toEqual([
      {
        property: 'email',
        constraints: { sameAsPrevious: 'The value entered cannot be the same as the previous one' },
      },
    ]);
    await testApp.app.backgroundWork.settled();
    expect(testApp.smtp!.mailsTo(account.email)).toHaveLength(1);
  });

  it('answers as for a free address when it belongs to an account, and tells its owner', async () => {
    const owner = await signUp(testApp);
    await updateMe(owner.token, { fullName: 'Anna Nowak', settings: { language: 'pl' } });
    const prober = await signUp(testApp);

    const taken = await requestChange(prober.token, owner.email);
    const free = await requestChange(prober.token, uniqueEmail('free'));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());

    await testApp.app.backgroundWork.settled();
    const [, notice] = testApp.smtp!.mailsTo(owner.email);
    expect(notice?.subject).toBe('Twój adres e-mail został podany dla innego konta Telemed');
    expect(notice?.text).toContain('Dzień dobry Anna Nowak,');
    expect(notice?.text).toContain('http://telemed.test/sign-in');
    expect(notice?.text).not.toMatch(/token=/);
    expect(testApp.smtp!.mailsTo(owner.email)).toHaveLength(2);
  });

  it('refuses the change when the address was taken after the link was sent', async () => {
    const account = await signUp(testApp);
    const contested = uniqueEmail('contested');
    await requestChange(account.token, contested);
    await testApp.app.backgroundWork.settled();
    const token = tokenFromMail(testApp.smtp!.lastMailTo(contested).text);
    await signUp(testApp, contested);

    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/confirm/${token}/email`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].constraints).toEqual({
      emailTaken: 'This email address is already registered',
    });
  });

  it('answers INVALID_OR_EXPIRED_TOKEN for an unknown link', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/confirm/unknown/email' });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_OR_EXPIRED_TOKEN',
      message: 'Invalid or expired token',
    });
  });
});
