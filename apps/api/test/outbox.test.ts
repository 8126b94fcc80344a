import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  ACCEPTED_CONSENTS,
  VALID_PASSWORD,
  bearer,
  makeSiteAdministrator,
  signUp,
  uniqueEmail,
} from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

const outboxOnLoopback = setUpTestApp({ mail: 'outbox' });

/** A signed-in site administrator of the app. */
async function siteAdministrator(testApp: TestApp): Promise<string> {
  const account = await signUp(testApp);
  await makeSiteAdministrator(testApp, account.userId);
  return account.token;
}

function readOutbox(testApp: TestApp, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url: '/api/dev/outbox', headers });
}

describe('GET /api/dev/outbox (no SMTP, listening on loopback)', () => {
  it('shows nobody anonymous the reset link of an account (401)', async () => {
    const victim = await signUp(outboxOnLoopback);
    await makeSiteAdministrator(outboxOnLoopback, victim.userId);
    await outboxOnLoopback.app.inject({
      method: 'POST',
      url: '/api/forget',
      payload: { email: victim.email },
    });
    // The reset mail is in the outbox once the work after the answer is done.
    await outboxOnLoopback.app.backgroundWork.settled();

    const response = await readOutbox(outboxOnLoopback);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('/set-password');
  });

  it('refuses a signed-in user who is not a site administrator (403)', async () => {
    const { token } = await signUp(outboxOnLoopback);
    const response = await readOutbox(outboxOnLoopback, bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('/confirm/account');
  });

  it('lists sent mails newest first to a site administrator and keeps .eml and .json files', async () => {
    const token = await siteAdministrator(outboxOnLoopback);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await outboxOnLoopback.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'accept-language': 'es' },
        payload: { email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS },
      });
    }

    const response = await readOutbox(outboxOnLoopback, bearer(token));
    expect(response.statusCode).toBe(200);
    const mails = response.json<{ id: string; to: string }[]>();
    expect(mails.slice(0, 2).map((mail) => mail.to)).toEqual([second, first]);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      to: second,
      subject: 'Confirme su cuenta de Telemed',
      text: expect.stringContaining('Gracias por registrarse en Telemed.'),
      html: expect.stringContaining('<html lang="es">'),
      date: expect.any(String),
    });

    const outboxDir = path.join(outboxOnLoopback.config.dataDir, 'outbox');
    const files = await readdir(outboxDir);
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(mails.length);
    const eml = await readFile(path.join(outboxDir, `${mails[0]!.id}.eml`), 'utf8');
    expect(eml).toContain(`To: ${second}`);
    expect(eml).toContain('Content-Type: multipart/alternative');
  });
});

describe('GET /api/dev/outbox on a public address', () => {
  const outboxInPublic = setUpTestApp({ mail: 'outbox', env: { HOST: '0.0.0.0' } });
  const openedOnPurpose = setUpTestApp({
    mail: 'outbox',
    env: { HOST: '0.0.0.0', TELEMED_DEV_OUTBOX: 'true' },
  });

  it('does not exist, not even for a site administrator', async () => {
    const token = await siteAdministrator(outboxInPublic);
    expect((await readOutbox(outboxInPublic, bearer(token))).statusCode).toBe(404);
    expect((await readOutbox(outboxInPublic)).statusCode).toBe(404);
  });

  it('exists for site administrators only when TELEMED_DEV_OUTBOX=true', async () => {
    const token = await siteAdministrator(openedOnPurpose);
    expect((await readOutbox(openedOnPurpose, bearer(token))).statusCode).toBe(200);
    expect((await readOutbox(openedOnPurpose)).statusCode).toBe(401);
  });
});

describe('GET /api/dev/outbox with SMTP configured', () => {
  const smtpApp = setUpTestApp();

  it('does not exist', async () => {
    const response = await smtpApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('configuration defaults', () => {
  it('never seeds the demo clinic unless asked for', () => {
    expect(loadConfig({ TELEMED_DATA_DIR: '/tmp/telemed-config-test' }).seedDemo).toBe(false);
    expect(
      loadConfig({ TELEMED_DATA_DIR: '/tmp/telemed-config-test', TELEMED_SEED_DEMO: 'true' })
        .seedDemo,
    ).toBe(true);
  });
});
