import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      CLINIC_DIST_DIR: '/nonexistent/clinic/dist',
      SIGNUP_DIST_DIR: '/nonexistent/signup/dist',
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('health, unknown routes and request headers', () => {
  it('answers GET /api/health after querying the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api routes with the NOT_FOUND body', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/users/me/unknown?x=1']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Error 404 - page not found',
      });
    }
  });

  it('answers malformed JSON with BAD_REQUEST', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid format',
    });
  });

  it('answers a plain page saying how to build when the apps are not built', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/examinations' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('corepack pnpm build');
    const missingChunk = await testApp.app.inject({ method: 'GET', url: '/js/chunk-abc.js' });
    expect(missingChunk.statusCode).toBe(404);
  });
});
