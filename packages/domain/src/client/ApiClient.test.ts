import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import type { EventsResponse } from '../schemas/events';
import { ECG_PARAMETER_NAMES, ECG_PARAMETERS } from '../schemas/ecgAnalysis';
import { HealthResponseSchema } from '../schemas/system';
import { ApiClient } from './ApiClient';
import { ApiRequestError } from './ApiRequestError';
import { aUser, json, recordingFetch } from './recordingFetch.test-support';
import type { Answer } from './recordingFetch.test-support';
import { MemoryTokenStore } from './TokenStore';

const APPLICATION_ERROR = 'Application error. Refresh the page or contact your administrator.';

function clientWith(answers: Answer[], token: string | null = 'stored-token') {
  const { fetch, requests } = recordingFetch(...answers);
  const tokenStore = new MemoryTokenStore(token);
  const client = new ApiClient({
    baseUrl: 'https://telemed.test/api',
    fetch,
    tokenStore,
    language: 'pl',
  });
  return { client, requests, tokenStore };
}

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

describe('ApiClient requests', () => {
  it('sends the contract headers with the stored token, the language, the timezone offset and the scope', async () => {
    const { client, requests } = clientWith([json(200, aUser)]);
    client.setScope('clinic');

    await client.users.me();

    expect(requests[0]).toMatchObject({
      url: 'https://telemed.test/api/users/me',
      method: 'GET',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'pl',
        Language: 'pl',
        Authorization: 'Bearer stored-token',
        'Timezone-Offset': String(new Date().getTimezoneOffset()),
        Scope: 'clinic',
      },
    });
  });

  it('sends no Authorization header without a token and no Scope header without a scope', async () => {
    const { client, requests } = clientWith([json(200, { status: 'ok' })], null);

    await client.health.check();

    expect(requests[0]?.headers).not.toHaveProperty('Authorization');
    expect(requests[0]?.headers).not.toHaveProperty('Scope');
  });

  it('sends other payloads as JSON', async () => {
    const { client, requests } = clientWith([
      json(201, {
        _id: crypto.randomUUID(),
        name: 'Klinika Zdrowie',
        countryContext: 'PL',
        details: null,
        role: 'administrator',
        memberId: crypto.randomUUID(),
      }),
    ]);

    await client.teams.create({ body: { name: 'Klinika Zdrowie', countryContext: 'PL' } });

    expect(requests[0]).toMatchObject({ method: 'POST', url: 'https://telemed.test/api/teams' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      name: 'Klinika Zdrowie',
      countryContext: 'PL',
    });
  });

  it('puts GET parameters in the query, repeating arrays and leaving out missing values', async () => {
    const { client, requests } = clientWith([json(200, { status: 'ok' })]);

    await client.request({
      method: 'GET',
      path: 'health',
      query: { phrase: 'kowal ska', roles: ['user', 'doctor'], teamId: undefined, limit: 5 },
      schema: HealthResponseSchema,
    });

    expect(requests[0]?.url).toBe(
      'https://telemed.test/api/health?phrase=kowal+ska&roles=user&roles=doctor&limit=5',
    );
  });

  it('encodes tokens in paths so they cannot add segments', async () => {
    const { client, requests } = clientWith([json(200, { message: 'password changed' })]);

    await client.auth.resetPassword({
      params: { token: 'a/b?c' },
      body: { password: 'new-password' },
    });

    expect(requests[0]?.url).toBe('https://telemed.test/api/auth/reset/a%2Fb%3Fc');
  });

  it.each([200, 201, 202])('accepts status %i as success', async (status) => {
    const { client } = clientWith([json(status, { status: 'ok' })]);

    await expect(client.health.check()).resolves.toEqual({ status: 'ok' });
  });
});

describe('ApiClient calls derived from the contract', () => {
  const teamId = '0b9f7a52-3c1e-4d8a-9f60-6c2d1e4b7a10';

  it("fills the entry's path and sends its query, repeating arrays", async () => {
    const { client, requests } = clientWith([json(200, [])]);

    await client.examinationLookups.searchMembers({
      query: { phrase: 'kowal', teamId, roles: ['user', 'doctor'] },
    });

    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: `https://telemed.test/api/search?phrase=kowal&teamId=${teamId}&roles=user&roles=doctor`,
      body: undefined,
    });
  });

  it('takes only the options for an endpoint without input', async () => {
    const controller = new AbortController();
    const { client, requests } = clientWith([json(200, [])]);

    await client.teams.list({ signal: controller.signal });

    expect(requests[0]).toMatchObject({ method: 'GET', url: 'https://telemed.test/api/teams' });
  });

  it('types the input and the answer of each call from its entry', () => {
    const { client } = clientWith([]);

    expectTypeOf(client.events.list).returns.resolves.toEqualTypeOf<EventsResponse>();
    // @ts-expect-error: the path needs the examination too
    expectTypeOf(client.events.list).toBeCallableWith({ params: { teamId } });
    // @ts-expect-error: an endpoint without input takes only the options
    expectTypeOf(client.teams.list).toBeCallableWith({ params: { teamId } });
  });
});

describe('ApiClient stages and busy flag', () => {
  it('goes through request then success, busy while in flight', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client } = clientWith([() => new Promise<Response>((resolve) => (release = resolve))]);
    const stages: string[] = [];
    client.on('request', ({ method, path }) => stages.push(`request ${method} ${path}`));
    client.on('success', ({ status }) => stages.push(`success ${status}`));
    const busyChanges: boolean[] = [];
    client.subscribe(() => busyChanges.push(client.busy));

    const call = client.health.check();
    expect(client.busy).toBe(true);
    release(new Response(JSON.stringify({ status: 'ok' }), { status: 200 }));
    await call;

    expect(stages).toEqual(['request GET health', 'success 200']);
    expect(busyChanges).toEqual([true, false]);
    expect(client.busy).toBe(false);
  });

  it('goes through request then failure with the error the call rejects with', async () => {
    const { client } = clientWith([
      json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Error 404 - page not found' }),
    ]);
    const failures: ApiRequestError[] = [];
    client.on('failure', ({ error }) => failures.push(error));

    const error = await failureOf(client.health.check());

    expect(failures).toEqual([error]);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Error 404 - page not found',
    });
    expect(client.busy).toBe(false);
  });

  it('stays busy until the last of overlapping calls ends', async () => {
    const { client } = clientWith([json(200, { status: 'ok' }), json(200, { status: 'ok' })]);
    const busyChanges: boolean[] = [];
    client.subscribe(() => busyChanges.push(client.busy));

    await Promise.all([client.health.check(), client.health.check()]);

    expect(busyChanges).toEqual([true, false]);
  });
});

describe('ApiClient errors (platform-core §8)', () => {
  it("rejects an aborted request with 'aborted' and status 0", async () => {
    const controller = new AbortController();
    const { client } = clientWith([
      (_request, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () =>
            reject(new DOMException('This operation was aborted', 'AbortError')),
          );
        }),
    ]);

    const call = client.users.me({ signal: controller.signal });
    controller.abort();
    const error = await failureOf(call);

    expect(error).toMatchObject({
      message: 'aborted',
      status: 0,
      messageKey: ERROR_MESSAGE_KEYS.requestAborted,
    });
    expect(client.busy).toBe(false);
  });

  it('rejects a network failure with the application error', async () => {
    const { client } = clientWith([
      () => {
        throw new TypeError('fetch failed');
      },
    ]);

    const error = await failureOf(client.users.me());

    expect(error).toMatchObject({ message: APPLICATION_ERROR, status: 0, code: 'NETWORK_ERROR' });
  });

  it('on a 401 removes the token, emits tokenExpired and rejects with the application error', async () => {
    const { client, tokenStore } = clientWith([
      json(401, {
        statusCode: 401,
        code: 'TOKEN_EXPIRED_OR_INVALID',
        message: 'Token expired or invalid',
      }),
    ]);
    const tokenExpired = vi.fn();
    client.on('tokenExpired', tokenExpired);

    const error = await failureOf(client.users.me());

    expect(tokenStore.get()).toBeNull();
    expect(tokenExpired).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({
      status: 401,
      code: 'TOKEN_EXPIRED_OR_INVALID',
      message: APPLICATION_ERROR,
    });
  });

  it('on a 401 from login keeps the token and tells wrong credentials', async () => {
    const { client, tokenStore } = clientWith([
      json(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong email or password',
      }),
    ]);
    const tokenExpired = vi.fn();
    client.on('tokenExpired', tokenExpired);

    const error = await failureOf(
      client.auth.login({ body: { email: 'anna@example.com', password: 'wrong-password' } }),
    );

    expect(error).toMatchObject({
      message: 'Wrong email or password',
      messageKey: ERROR_MESSAGE_KEYS.wrongCredentials,
    });
    expect(tokenExpired).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('stored-token');
  });

  it('on a 429 emits a global error with the server message', async () => {
    const message = 'Too many requests, try again in 42 seconds';
    const { client } = clientWith([
      json(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message }),
    ]);
    const errors: ApiRequestError[] = [];
    client.on('error', (error) => errors.push(error));

    const error = await failureOf(
      client.auth.login({ body: { email: 'anna@example.com', password: 'whatever' } }),
    );

    expect(errors).toEqual([error]);
    expect(error.message).toBe(message);
  });

  it('carries the server message and validation errors of other failures', async () => {
    const validationErrors = [
      { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
    ];
    const { client } = clientWith([
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Validation failed',
        validationErrors,
      }),
    ]);

    const error = await failureOf(client.users.forgotPassword({ body: { email: 'not-an-email' } }));

    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      validationErrors,
    });
  });

  it("falls back to 'An unknown error has occurred' when the failure has no error body", async () => {
    const { client } = clientWith([
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ]);

    const error = await failureOf(client.users.me());

    expect(error).toMatchObject({
      status: 502,
      message: 'An unknown error has occurred',
      messageKey: ERROR_MESSAGE_KEYS.unknownError,
    });
  });

  it('treats an answer that does not match the shared schema as an unknown error', async () => {
    const { client } = clientWith([json(200, { id: 'not-a-user' })]);

    const error = await failureOf(client.users.me());

    expect(error).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'An unknown error has occurred',
    });
  });
});

describe('ApiClient sign-in and logout', () => {
  it('stores the returned token', async () => {
    const { client, tokenStore } = clientWith(
      [json(200, { token: 'fresh-token', user: aUser })],
      null,
    );

    const { user } = await client.auth.login({
      body: { email: aUser.email, password: 'long-enough' },
    });

    expect(tokenStore.get()).toBe('fresh-token');
    expect(user).toEqual(aUser);
  });

  it('clears the stored token when none is returned', async () => {
    const { client, tokenStore } = clientWith([json(200, { user: aUser })]);

    await client.auth.login({ body: { email: aUser.email, password: 'long-enough' } });

    expect(tokenStore.get()).toBeNull();
  });

  it('ends the session on the server with the stored token, then clears it', async () => {
    const { client, requests, tokenStore } = clientWith([json(200, { message: 'signed out' })]);

    const answer = await client.auth.logout();

    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'https://telemed.test/api/logout',
        headers: expect.objectContaining({ Authorization: 'Bearer stored-token' }),
      }),
    ]);
    expect(answer).toEqual({ message: 'signed out' });
    expect(tokenStore.get()).toBeNull();
  });

  it('clears the token when the session had already ended, without announcing an expiry', async () => {
    const { client, tokenStore } = clientWith([
      json(401, {
        statusCode: 401,
        code: 'TOKEN_EXPIRED_OR_INVALID',
        message: 'Token expired or invalid',
      }),
    ]);
    const tokenExpired = vi.fn();
    client.on('tokenExpired', tokenExpired);

    const error = await failureOf(client.auth.logout());

    expect(error.status).toBe(401);
    expect(tokenExpired).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBeNull();
  });

  it('clears the token when the server cannot be reached', async () => {
    const { client, tokenStore } = clientWith([
      () => {
        throw new TypeError('fetch failed');
      },
    ]);

    await failureOf(client.auth.logout());

    expect(tokenStore.get()).toBeNull();
  });
});

describe('ApiClient avatar upload', () => {
  it('PUTs the bytes with their content type to the upload path on the API origin', async () => {
    const { client, requests } = clientWith([json(200, aUser)]);
    const bytes = new Uint8Array([137, 80, 78, 71]);

    await client.uploadAvatar('/api/uploads/avatar/signed', {
      content: bytes,
      contentType: 'image/png',
    });

    expect(requests[0]).toMatchObject({
      method: 'PUT',
      url: 'https://telemed.test/api/uploads/avatar/signed',
      headers: { 'Content-Type': 'image/png' },
      body: bytes,
    });
  });

  it("fails with 'Adding avatar failed.' on any answer but 200", async () => {
    const { client } = clientWith([json(202, aUser)]);

    const error = await failureOf(
      client.uploadAvatar('/api/uploads/avatar/signed', {
        content: new Uint8Array([1]),
        contentType: 'image/png',
      }),
    );

    expect(error).toMatchObject({
      status: 202,
      message: 'Adding avatar failed.',
      messageKey: ERROR_MESSAGE_KEYS.avatarFailed,
    });
  });
});

describe('ApiClient subscription page', () => {
  it("fails with 'Error getting current plan data' whatever the server answered", async () => {
    const { client } = clientWith([
      json(500, {
        statusCode: 500,
        code: 'UNKNOWN_ERROR',
        message: 'An unknown error has occurred',
      }),
    ]);

    const error = await failureOf(client.subscription.getCurrentPlan());

    expect(error).toMatchObject({
      status: 500,
      message: 'Error getting current plan data',
      messageKey: ERROR_MESSAGE_KEYS.currentPlanFailed,
    });
  });
});

describe('ApiClient global messages', () => {
  it('emits toasts, success unless told otherwise', () => {
    const { client } = clientWith([]);
    const messages: unknown[] = [];
    client.on('message', (message) => messages.push(message));

    client.notify({ text: 'password changed' });
    client.notify({ text: 'Token expired or invalid', type: 'error' });

    expect(messages).toEqual([
      { text: 'password changed', type: 'success' },
      { text: 'Token expired or invalid', type: 'error' },
    ]);
  });
});

describe('ApiClient.removeTask', () => {
  const cancelled = {
    id: '6f1c1e0e-8c1a-4c56-9a55-3a1f0b7c2d11',
    timestamp: '2026-11-27T10:00:00.000Z',
    progress: 0,
    stage: 1,
    totalStages: 1,
    taskDesc: 'ecgAnalysis',
    taskType: 'EDF',
    startDate: null,
    endDate: null,
    examinationId: null,
    memberId: null,
    teamId: '0d7f0a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
    description: null,
    status: 'cancelled',
    error: null,
    extra: {
      type: 'ecgAnalysis',
      // Any valid set: each parameter at its lowest.
      parameters: {
        ...Object.fromEntries(ECG_PARAMETER_NAMES.map((name) => [name, ECG_PARAMETERS[name].min])),
        use_nn: true,
        use_user_quality: true,
      },
      result: null,
    },
  };

  it('cancels through the endpoint of the task’s kind', async () => {
    const { client, requests } = clientWith([json(200, cancelled), json(200, cancelled)]);
    expect(await client.removeTask('EDF', cancelled.id)).toEqual(cancelled);
    await client.removeTask('team-invite', cancelled.id);
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['DELETE', `https://telemed.test/api/edf/tasks/${cancelled.id}`],
      ['DELETE', `https://telemed.test/api/notifications/tasks/${cancelled.id}`],
    ]);
  });

  it('answers ‘Invalid task type’ for a kind the spec does not name, without a request', async () => {
    const { client, requests } = clientWith([]);
    const error = await failureOf(client.removeTask('exportEverything', cancelled.id));
    expect(error.message).toBe('Invalid task type');
    expect(error.code).toBe('INVALID_TASK_TYPE');
    expect(error.messageKey).toBe(ERROR_MESSAGE_KEYS.invalidTaskType);
    expect(requests).toEqual([]);
  });
});
