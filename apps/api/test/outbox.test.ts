import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_CONSENTS, VALID_PASSWORD, createTestApp, uniqueEmail } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ mail: 'outbox' });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/dev/outbox (no SMTP configured)', () => {
  it('lists sent mails newest first and keeps them as .eml and .json files', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'accept-language': 'es' },
        payload: { email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS },
      });
    }

    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to)).toEqual([second, first]);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      to: second,
      subject: 'Confirme su cuenta de Telemed',
      text: expect.stringContaining('Gracias por registrarse en Telemed.'),
      html: expect.stringContaining('<html lang="es">'),
      date: expect.any(String),
    });

    const files = await readdir(path.join(testApp.config.dataDir, 'outbox'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
    const eml = await readFile(
      path.join(testApp.config.dataDir, 'outbox', `${mails[0].id}.eml`),
      'utf8',
    );
    expect(eml).toContain(`To: ${second}`);
    expect(eml).toContain('Content-Type: multipart/alternative');
  });
});

describe('GET /api/dev/outbox with SMTP configured', () => {
  let smtpApp: TestApp;

  beforeAll(async () => {
    smtpApp = await createTestApp();
  });

  afterAll(async () => {
    await smtpApp.close();
  });

  it('does not exist', async () => {
    const response = await smtpApp.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
