import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { ApiRequestError } from '../client/ApiRequestError';
import { aUser } from '../client/recordingFetch.test-support';
import { MemoryTokenStore } from '../client/TokenStore';
import type { ExaminationEvent } from '../schemas/events';
import type { Invitation } from '../schemas/invitations';
import { createMockFetch } from './createMockFetch';
import type { MockHandlers } from './createMockFetch';
import { MockFailure } from './mockFailure';

const teamId = '0b9f7a52-3c1e-4d8a-9f60-6c2d1e4b7a10';
const examinationId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const params = { teamId, examinationId };

const anEvent: ExaminationEvent = {
  _id: 'e1',
  examinationId,
  startDate: '2026-11-20T08:00:00.000Z',
  endDate: '2026-11-20T08:00:12.000Z',
  type: 'APNEA_OBSTRUCTIVE',
  description: null,
  origin: 'analysis',
  signal: 'all',
  showInReport: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

function mockClient(handlers: MockHandlers, token: string | null = 'mock-token') {
  const problems: string[] = [];
  const client = new ApiClient({
    baseUrl: 'https://telemed.test/api',
    tokenStore: new MemoryTokenStore(token),
    fetch: createMockFetch(handlers, { onProblem: (problem) => problems.push(problem) }),
  });
  return { client, problems };
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

describe('createMockFetch', () => {
  it('routes a call by the contract and hands the handler the parsed params and query', async () => {
    const list = vi.fn(() => ({ events: [anEvent] }));
    const { client } = mockClient({ events: { list } });

    const answer = await client.events.list({ params, query: { origin: 'analysis' } });

    expect(answer).toEqual({ events: [anEvent] });
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ params, query: { origin: 'analysis' } }),
    );
  });

  it('answers with the success status of the entry and the body parsed by its schema', async () => {
    const statuses: number[] = [];
    const { client } = mockClient({
      events: { create: ({ body }) => ({ ...anEvent, type: body.type, signal: body.signal }) },
    });
    client.on('success', ({ status }) => statuses.push(status));

    const created = await client.events.create({
      params,
      body: { type: 'HYPOPNEA', startDate: anEvent.startDate, endDate: anEvent.endDate },
    });

    expect(statuses).toEqual([201]);
    // `signal` reached the handler with the schema's default.
    expect(created).toMatchObject({ type: 'HYPOPNEA', signal: 'all' });
  });

  it('refuses an invalid body with the validation errors the server gives', async () => {
    const create = vi.fn(() => anEvent);
    const { client } = mockClient({ events: { create } });

    const error = await failureOf(
      client.events.create({
        params,
        body: { type: 'HYPOPNEA', startDate: anEvent.endDate, endDate: anEvent.startDate },
      }),
    );

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(error.validationErrors).toEqual([
      {
        property: 'endDate',
        constraints: { startDateDifferentThanEndDate: expect.any(String) as string },
      },
    ]);
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a path id that is not a UUID as the server does', async () => {
    const { client } = mockClient({ events: { list: () => ({ events: [] }) } });

    const error = await failureOf(
      client.events.list({ params: { teamId: 'not-an-id', examinationId } }),
    );

    expect(error.validationErrors).toEqual([
      { property: 'teamId', constraints: { invalidFormat: 'Invalid format' } },
    ]);
  });

  it('answers 401 to a call that needs a signed-in user without a token, and serves public ones', async () => {
    const { client } = mockClient(
      { teams: { list: () => [] }, health: { check: () => ({ status: 'ok' }) } },
      null,
    );
    const expired = vi.fn();
    client.on('tokenExpired', expired);

    const error = await failureOf(client.teams.list());

    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED_OR_INVALID' });
    expect(expired).toHaveBeenCalled();
    await expect(client.health.check()).resolves.toEqual({ status: 'ok' });
  });

  it('answers a thrown MockFailure with its error body', async () => {
    const { client } = mockClient({
      examinations: {
        get: () => {
          throw new MockFailure(404, 'EXAMINATION_NOT_FOUND');
        },
      },
    });

    const error = await failureOf(client.examinations.get({ params }));

    expect(error).toMatchObject({
      status: 404,
      code: 'EXAMINATION_NOT_FOUND',
      message: 'Examination not found',
    });
  });

  it('answers 500 to an answer outside the contract and says which handler gave it', async () => {
    const { client, problems } = mockClient({
      events: { list: () => ({ events: [{ ...anEvent, origin: 'guess' }] }) as never },
    });

    const error = await failureOf(client.events.list({ params }));

    expect(error).toMatchObject({ status: 500, code: 'UNKNOWN_ERROR' });
    expect(problems).toEqual([
      expect.stringContaining('events.list answered outside the contract'),
    ]);
  });

  it('answers 404 to an endpoint without a handler and says which', async () => {
    const { client, problems } = mockClient({});

    const error = await failureOf(client.beats.list({ params }));

    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(problems).toEqual([expect.stringContaining('beats.list')]);
  });

  it('routes a static path before a parameter, as the server does', async () => {
    const mine: Invitation[] = [];
    const { client } = mockClient({
      invitations: { listMyInvitations: () => mine },
      members: {
        getTeamWithMembers: () => {
          throw new MockFailure(403, 'FORBIDDEN');
        },
      },
    });

    await expect(client.invitations.listMyInvitations()).resolves.toEqual([]);
  });

  it('hands an upload its bytes, refuses other content types with 415 and answers images as bytes', async () => {
    const stored: Uint8Array[] = [];
    const png = new Uint8Array([137, 80, 78, 71]);
    const { client } = mockClient({
      uploads: {
        avatar: ({ body }) => {
          stored.push(body);
          return aUser;
        },
        avatarFile: () => png,
      },
    });

    await client.uploadAvatar('/api/uploads/avatar/grant', {
      content: png,
      contentType: 'image/png',
    });
    const refusal = await failureOf(
      client.uploadAvatar('/api/uploads/avatar/grant', {
        content: png,
        contentType: 'image/gif' as 'image/png',
      }),
    );
    const image = await client.uploads.avatarFile({
      params: { userId: aUser.id, fileName: 'a.png' },
    });

    expect(stored).toEqual([png]);
    expect(refusal).toMatchObject({ status: 415, message: 'Adding avatar failed.' });
    expect(image).toEqual(png);
  });

  it('rejects an aborted call as the network would', async () => {
    const controller = new AbortController();
    const { client } = mockClient({ teams: { list: () => new Promise<never>(() => undefined) } });

    const call = client.teams.list({ signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ status: 0, code: 'ABORTED' });
  });
});
