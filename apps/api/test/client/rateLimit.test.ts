import type { ApiRequestError } from '@telemed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningApi } from './runningApi';
import type { RunningApi } from './runningApi';

let api: RunningApi;

beforeAll(async () => {
  api = await startRunningApi({ loginAttemptsPerMinute: 2 });
});

afterAll(async () => {
  await api.close();
});

describe('the client against the real API: rate limit', () => {
  it('emits a global error with the server message when sign-in is rate limited', async () => {
    const client = api.newClient();
    const globalErrors: ApiRequestError[] = [];
    client.on('error', (error) => globalErrors.push(error));
    const credentials = { email: 'nobody@example.com', password: 'Wrong-Guess-1' };

    const failures = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      failures.push(
        await client.auth.login({ body: credentials }).catch((error: unknown) => error),
      );
    }

    expect(failures.map((failure) => (failure as ApiRequestError).status)).toEqual([401, 401, 429]);
    expect(globalErrors).toEqual([failures[2]]);
    expect(globalErrors[0]?.message).toMatch(/^Too many requests, try again in \d+ seconds$/);
  });
});
