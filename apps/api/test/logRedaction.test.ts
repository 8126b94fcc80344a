import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, signUp } from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

/** Every line the server logs, as written (pino's JSON lines). */
const lines: string[] = [];
const testApp = setUpTestApp({
  logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
});

beforeEach(() => {
  lines.length = 0;
});

const secret = () => randomBytes(24).toString('base64url');
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url: string } })
    .flatMap(({ req }) => req?.url ?? []);

describe('access logs', () => {
  it.each([
    ['GET', '/api/confirm/{secret}', '/api/confirm/[redacted]'],
    ['PUT', '/api/confirm/{secret}/email', '/api/confirm/[redacted]/email'],
    ['POST', '/api/auth/reset/{secret}', '/api/auth/reset/[redacted]'],
    ['PUT', '/api/uploads/avatar/{secret}', '/api/uploads/avatar/[redacted]'],
    ['PUT', '/api/uploads/team-logo/{secret}', '/api/uploads/team-logo/[redacted]'],
    [
      'GET',
      '/api/avatars/6f1c2a4e-1b2c-4d3e-8f90-123456789abc/{secret}.png',
      '/api/avatars/6f1c2a4e-1b2c-4d3e-8f90-123456789abc/[redacted]',
    ],
    ['GET', '/set-password?token={secret}&userId=42', '/set-password?token=[redacted]&userId=42'],
    ['GET', '/confirm/account?token={secret}', '/confirm/account?token=[redacted]'],
  ] as const)('%s %s is logged without its secret', async (method, pattern, expected) => {
    const value = secret();
    await testApp.app.inject({
      method,
      url: pattern.replace('{secret}', value),
      ...(method === 'GET' ? {} : { payload: { password: 'Brand-new-pass-9' } }),
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(value);
    expect(loggedUrls()).toContain(expected);
  });

  it('keeps the rest of the URL', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/health?verbose=1' });
    expect(loggedUrls()).toContain('/api/health?verbose=1');
  });
});

describe('error logs', () => {
  const patientName = `Anna Kowalska-${randomUUID().slice(0, 6)}`;

  it('log a failed statement without the values it carried', async () => {
    const account = await signUp(testApp);
    // A rule the database enforces and the API does not know of: the update fails in PostgreSQL
    // itself, with the name in the statement's parameters and in the failing row's detail.
    await testApp.app.db.execute(
      sql.raw(
        `ALTER TABLE users ADD CONSTRAINT no_kowalska CHECK (full_name NOT LIKE '%Kowalska%') NOT VALID`,
      ),
    );
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/users/me',
        headers: bearer(account.token),
        payload: { fullName: patientName },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await testApp.app.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT no_kowalska'));
    }

    const failure = lines
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(/^update "users" set/),
      params: '[redacted]',
    });
    expect(String(failure?.err?.message)).toMatch(/params: \[redacted\]/);
    expect(String(failure?.err?.message)).toContain('violates check constraint "no_kowalska"');
    expect(lines.join('\n')).not.toContain('Kowalska-');
  });

  it('log a data exception without the value it quotes', async () => {
    const error = await testApp.app.db.execute(sql`SELECT ${patientName}::integer`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(String((error as Error).cause)).toContain(patientName);

    testApp.app.log.error({ err: error }, 'query failed');

    const [entry] = lines.map((line) => JSON.parse(line) as { err: { message: string } });
    expect(entry?.err.message).toContain('invalid input syntax for type integer: "[redacted]"');
    expect(lines.join('\n')).not.toContain('Kowalska-');
  });
});
