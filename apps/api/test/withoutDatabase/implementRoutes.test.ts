import { endpoint, errorResponses } from '@telemed/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implementRoutes } from '../../src/http/implementRoutes';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../src/http/zodCompilers';

const notesContract = {
  create: endpoint({
    method: 'POST',
    path: '/notes/:noteId',
    access: 'public',
    params: z.object({ noteId: z.string() }),
    body: z.object({ text: z.string().min(1, { error: 'tooShort' }) }),
    responses: { 201: z.object({ id: z.string(), text: z.string() }), ...errorResponses },
  }),
  count: endpoint({
    method: 'GET',
    path: '/notes',
    access: 'public',
    responses: { 200: z.object({ count: z.number() }), ...errorResponses },
  }),
} as const;

function notesApp() {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  return app;
}

describe('implementRoutes', () => {
  it("registers each entry with its schemas, answering with the entry's success status", async () => {
    const app = notesApp();
    implementRoutes(app, notesContract, {
      create: async (request) => ({ id: request.params.noteId, text: request.body.text }),
      count: async () => ({ count: 1 }),
    });

    const created = await app.inject({
      method: 'POST',
      url: '/notes/n1',
      payload: { text: 'hello' },
    });
    const refused = await app.inject({ method: 'POST', url: '/notes/n1', payload: { text: '' } });

    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 'n1', text: 'hello' });
    expect(refused.statusCode).toBe(400);
  });

  it('checks every answer against the success schema', async () => {
    const app = notesApp();
    implementRoutes(app, notesContract, {
      create: async (request) => ({ id: request.params.noteId, text: request.body.text }),
      // @ts-expect-error: the answer must be the entry's success body
      count: async () => ({ count: 'one' }),
    });

    const answer = await app.inject({ method: 'GET', url: '/notes' });

    expect(answer.statusCode).toBe(500);
  });

  it('refuses a group with a handler missing', () => {
    const app = notesApp();

    expect(() =>
      // @ts-expect-error: every entry needs its handler
      implementRoutes(app, notesContract, { count: async () => ({ count: 0 }) }),
    ).toThrow('No handler for POST /notes/:noteId');
  });
});
