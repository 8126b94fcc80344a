import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContextPlugin } from '../../src/plugins/requestContext';

const app = Fastify();

beforeAll(async () => {
  await app.register(requestContextPlugin);
  app.get('/context', async (request) => request.context);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const contextOf = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/context', headers })).json();

describe('request context from headers', () => {
  it('reads language, bearer token, timezone offset and scope', async () => {
    expect(
      await contextOf({
        language: 'pl',
        'accept-language': 'de',
        authorization: 'Bearer abc.def.ghi',
        'timezone-offset': '-120',
        scope: 'examinations',
      }),
    ).toEqual({
      language: 'pl',
      bearerToken: 'abc.def.ghi',
      timezoneOffsetMinutes: -120,
      scope: 'examinations',
    });
  });

  it('falls back to Accept-Language, then en-GB, and ignores nonsense', async () => {
    expect(
      await contextOf({ 'accept-language': 'it-IT,it;q=0.9', 'timezone-offset': 'soon' }),
    ).toEqual({
      language: 'it',
      bearerToken: null,
      timezoneOffsetMinutes: null,
      scope: null,
    });
    expect(
      await contextOf({ language: 'xx', authorization: 'Token abc', 'timezone-offset': '9999' }),
    ).toEqual({
      language: 'en-GB',
      bearerToken: null,
      timezoneOffsetMinutes: null,
      scope: null,
    });
  });
});
