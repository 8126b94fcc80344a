import { describe, expect, it, vi } from 'vitest';
import { userTokens } from '../src/db/schema';
import { hashOneTimeToken } from '../src/services/oneTimeTokens';
import {
  ACCEPTED_CONSENTS,
  VALID_PASSWORD,
  logIn,
  tokenFromMail,
  uniqueEmail,
} from './helpers/testApp';
import { expireOneTimeToken } from './helpers/expireOneTimeToken';
import { setUpTestApp } from './helpers/setUpTestApp';
import { call, createClinic } from './examinationsFixtures';

const testApp = setUpTestApp();

function register(payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: payload as object,
    headers,
  });
}

/** Follows the confirmation link of the newest mail to the address. */
async function confirm(email: string): Promise<void> {
  const token = tokenFromMail(testApp.smtp!.lastMailTo(email).text);
  const confirmed = await testApp.app.inject({ method: 'GET', url: `/api/confirm/${token}` });
  expect(confirmed.statusCode).toBe(200);
}

describe('POST /api/users', () => {
  it('creates an unconfirmed account and mails the confirmation link', async () => {
    const email = uniqueEmail('Anna');
    const response = await register({
      email: `  ${email.toUpperCase()} `,
      password: VALID_PASSWORD,
      acceptedConsents: { ...ACCEPTED_CONSENTS, dataProcessing: true },
    });

    expect(response.statusCode).toBe(201);
    expect((await logIn(testApp.app, email, VALID_PASSWORD)).json().code).toBe(
      'ACCOUNT_NOT_CONFIRMED',
    );

    const mail = testApp.smtp!.lastMailTo(email);
    expect(mail.subject).toBe('Confirm your Telemed account');
    expect(mail.text).toContain('Confirm your email address to activate your account.');
    expect(mail.text).toMatch(/http:\/\/telemed\.test\/confirm\/account\?token=[\w-]{43}/);
    expect(mail.html).toContain('<a href="http://telemed.test/confirm/account?token=');

    await confirm(email.toLowerCase());
    const { user } = (await logIn(testApp.app, email, VALID_PASSWORD)).json();
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      confirmed: true,
      avatar: null,
      role: [],
      settings: { language: 'en-GB', temperatureUnits: 'celsius', lengthUnits: 'metric' },
      personalDetails: { fullName: '', dateOfBirth: null, gender: null, height: null },
    });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('keeps the name the registrant gives, trimmed, for colleagues to see', async () => {
    const email = uniqueEmail('Named');
    const response = await register({
      fullName: '  Dr Joanna Zielińska ',
      email,
      password: VALID_PASSWORD,
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    expect(response.statusCode).toBe(201);
    expect(testApp.smtp!.lastMailTo(email.toLowerCase()).text).toContain('Dr Joanna Zielińska');
    await confirm(email.toLowerCase());
    const { user } = (await logIn(testApp.app, email, VALID_PASSWORD)).json();
    expect(user).toMatchObject({
      fullName: 'Dr Joanna Zielińska',
      personalDetails: { fullName: 'Dr Joanna Zielińska' },
    });
    const tooLong = await register({
      fullName: 'x'.repeat(500),
      email: uniqueEmail('Long'),
      password: VALID_PASSWORD,
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    expect(tooLong.json().validationErrors[0].property).toBe('fullName');
  });

  it('writes the mail in the language of the body, else of the request headers', async () => {
    const polish = uniqueEmail();
    await register({
      email: polish,
      password: VALID_PASSWORD,
      acceptedConsents: ACCEPTED_CONSENTS,
      language: 'pl',
    });
    expect(testApp.smtp!.lastMailTo(polish).subject).toBe('Potwierdź swoje konto Telemed');
    expect(testApp.smtp!.lastMailTo(polish).text).toContain('Dzień dobry,');

    const greek = uniqueEmail();
    await register(
      { email: greek, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS },
      { 'accept-language': 'el-GR,el;q=0.9,en;q=0.5' },
    );
    expect(testApp.smtp!.lastMailTo(greek).subject).toBe(
      'Επιβεβαιώστε τον λογαριασμό σας στο Telemed',
    );

    const german = uniqueEmail();
    await register(
      { email: german, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS },
      { language: 'de', 'accept-language': 'pl' },
    );
    expect(testApp.smtp!.lastMailTo(german).subject).toBe('Bestätigen Sie Ihr Telemed-Konto');
  });

  it('lists every missing field as isRequired', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      validationErrors: [
        { property: 'email', constraints: { isRequired: 'Field is required' } },
        { property: 'password', constraints: { isRequired: 'Field is required' } },
        { property: 'acceptedConsents', constraints: { isRequired: 'Field is required' } },
      ],
    });
  });

  it('treats a request without a body like an empty one', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toHaveLength(3);
  });

  it('names bad formats, wrong types, short passwords and refused consents', async () => {
    const response = await register({
      email: 'not-an-email',
      password: 'short',
      acceptedConsents: { termsOfService: false, privacyPolicy: 'yes' },
      language: 'fr',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
      { property: 'password', constraints: { passwordTooShort: 'Password is too short' } },
      {
        property: 'acceptedConsents.termsOfService',
        constraints: { notAccepted: 'Agreements must be accepted before submit' },
      },
      {
        property: 'acceptedConsents.privacyPolicy',
        constraints: { notAccepted: 'Agreements must be accepted before submit' },
      },
      { property: 'language', constraints: { invalidValue: 'Invalid format' } },
    ]);

    const wrongTypes = await register({
      email: 42,
      password: ['x'],
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    expect(wrongTypes.json().validationErrors).toEqual([
      { property: 'email', constraints: { invalidType: 'Invalid format' } },
      { property: 'password', constraints: { invalidType: 'Invalid format' } },
    ]);
  });

  it('refuses an unticked consent that is simply missing', async () => {
    const response = await register({
      email: uniqueEmail(),
      password: VALID_PASSWORD,
      acceptedConsents: { termsOfService: true },
    });
    expect(response.json().validationErrors).toEqual([
      {
        property: 'acceptedConsents.privacyPolicy',
        constraints: { notAccepted: 'Agreements must be accepted before submit' },
      },
    ]);
  });

  it('rejects too long emails and passwords', async () => {
    const response = await register({
      email: `${'a'.repeat(250)}@example.test`,
      password: 'p'.repeat(129),
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    expect(response.json().validationErrors).toEqual([
      { property: 'email', constraints: { tooLong: 'Field too long' } },
      { property: 'password', constraints: { tooLong: 'Field too long' } },
    ]);
  });

  it('answers a new and a taken address alike: same status, same body, one mail each', async () => {
    const taken = uniqueEmail();
    await register({ email: taken, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS });
    await confirm(taken);
    const hash = vi.spyOn(testApp.app.passwordHasher, 'hash');
    const send = vi.spyOn(testApp.app.mailer, 'send');

    const forNew = await register({
      email: uniqueEmail(),
      password: 'Someone-else-1',
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    const newWork = { hashes: hash.mock.calls.length, mails: send.mock.calls.length };
    hash.mockClear();
    send.mockClear();
    const forTaken = await register({
      email: taken.toUpperCase(),
      password: 'Someone-else-1',
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    const takenWork = { hashes: hash.mock.calls.length, mails: send.mock.calls.length };
    hash.mockRestore();
    send.mockRestore();

    expect(forTaken.statusCode).toBe(forNew.statusCode);
    expect(forTaken.statusCode).toBe(201);
    expect(forTaken.json()).toEqual(forNew.json());
    expect(forNew.json()).toEqual({
      message: 'Check your mailbox: a message with a link is on its way',
    });
    // The same work on both paths (a password hash, one mail), so timing tells nothing either.
    expect(takenWork).toEqual(newWork);
    expect(newWork).toEqual({ hashes: 1, mails: 1 });
  });

  it('mails one address at most 5 times an hour through registration', async () => {
    const email = uniqueEmail('flooded');
    const body = { email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await register(body)).statusCode);

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(testApp.smtp!.mailsTo(email.toLowerCase())).toHaveLength(5);
    expect((await register({ ...body, email: email.toUpperCase() })).json()).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await register({ ...body, email: uniqueEmail('someone-else') })).statusCode).toBe(201);
  });

  it('never sets the registrant’s password on an existing account; its owner gets a link', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'Owner-password-1', acceptedConsents: ACCEPTED_CONSENTS });
    await confirm(email);

    await register({ email, password: 'Intruder-pass-2', acceptedConsents: ACCEPTED_CONSENTS });
    expect((await logIn(testApp.app, email, 'Intruder-pass-2')).statusCode).toBe(401);
    expect((await logIn(testApp.app, email, 'Owner-password-1')).statusCode).toBe(200);

    const mail = testApp.smtp!.lastMailTo(email);
    expect(mail.subject).toBe('Your Telemed account');
    expect(mail.text).toContain('which already has one');
    expect(mail.text).toMatch(/http:\/\/telemed\.test\/set-password\?token=[\w-]{43}&userId=/);
  });

  it('lets an unconfirmed address be claimed only through its mailbox', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'First-password-1', acceptedConsents: ACCEPTED_CONSENTS });
    const firstToken = tokenFromMail(testApp.smtp!.lastMailTo(email).text);
    const again = await register({
      email,
      password: 'Second-password-2',
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    expect(again.statusCode).toBe(201);
    const claimToken = tokenFromMail(testApp.smtp!.lastMailTo(email).text);

    // Confirming with the first link never brings in the second registrant's password.
    await testApp.app.inject({ method: 'GET', url: `/api/confirm/${firstToken}` });
    expect((await logIn(testApp.app, email, 'Second-password-2')).statusCode).toBe(401);
    expect((await logIn(testApp.app, email, 'First-password-1')).statusCode).toBe(200);
    const claimed = await testApp.app.inject({
      method: 'POST',
      url: `/api/auth/reset/${claimToken}`,
      payload: { password: 'Mailbox-owner-3' },
    });
    expect(claimed.statusCode).toBe(200);
    expect((await logIn(testApp.app, email, 'Mailbox-owner-3')).statusCode).toBe(200);
  });

  it('keeps a patient account a clinic created from whoever registers its address first', async () => {
    const clinic = await createClinic(testApp, 'Claim Clinic');
    const patientEmail = uniqueEmail('patient');
    const created = await call(testApp, clinic.admin.token, 'POST', `teams/${clinic.teamId}/user`, {
      fullName: 'Zofia Claim',
      email: patientEmail,
    });
    expect(created.statusCode).toBe(201);

    const byStranger = await register({
      email: patientEmail,
      password: 'Stranger-pass-1',
      acceptedConsents: ACCEPTED_CONSENTS,
    });
    expect(byStranger.statusCode).toBe(201);
    const strangerLogin = await logIn(testApp.app, patientEmail, 'Stranger-pass-1');
    expect(strangerLogin.statusCode).toBe(401);

    // The patient, reading their own mailbox, sets their password and sees their clinic.
    const claimMail = testApp.smtp!.lastMailTo(patientEmail);
    const link = new URL(claimMail.text.match(/https?:\/\/\S+/)![0]);
    const claimed = await testApp.app.inject({
      method: 'POST',
      url: `/api/user/${link.searchParams.get('userId')}/password`,
      payload: { password: 'Patient-own-2', token: link.searchParams.get('token') },
    });
    expect(claimed.statusCode).toBe(200);
    const login = await logIn(testApp.app, patientEmail, 'Patient-own-2');
    expect(login.statusCode).toBe(200);
    const teams = await call(testApp, login.json().token, 'GET', 'teams');
    expect(teams.json()).toEqual([expect.objectContaining({ _id: clinic.teamId, role: 'user' })]);
  });
});

describe('GET /api/confirm/{token}', () => {
  it('confirms the account once', async () => {
    const email = uniqueEmail();
    await register({ email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS });
    const token = tokenFromMail(testApp.smtp!.lastMailTo(email).text);

    const confirmed = await testApp.app.inject({ method: 'GET', url: `/api/confirm/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'account confirmed' });
    const login = await logIn(testApp.app, email, VALID_PASSWORD);
    expect(login.json().user.confirmed).toBe(true);

    const reused = await testApp.app.inject({ method: 'GET', url: `/api/confirm/${token}` });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_OR_EXPIRED_TOKEN');
  });

  it('answers INVALID_OR_EXPIRED_TOKEN for an unknown token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/confirm/made-up-token' });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_OR_EXPIRED_TOKEN',
      message: 'Invalid or expired token',
    });
  });

  it('tells the owner of an expired link to create a new account', async () => {
    const email = uniqueEmail();
    await register({ email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS });
    const token = tokenFromMail(testApp.smtp!.lastMailTo(email).text);
    await expireOneTimeToken(testApp, token);

    const response = await testApp.app.inject({ method: 'GET', url: `/api/confirm/${token}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'REGISTRATION_LINK_EXPIRED',
      message: 'Registration link expired, create a new account',
    });
  });

  it('stores only a hash of the mailed token', async () => {
    const email = uniqueEmail();
    await register({ email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS });
    const token = tokenFromMail(testApp.smtp!.lastMailTo(email).text);
    const stored = await testApp.app.db.select().from(userTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashOneTimeToken(token))).toBe(true);
  });
});
