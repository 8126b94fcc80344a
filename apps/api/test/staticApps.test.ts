import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;
let distRoot: string;

beforeAll(async () => {
  distRoot = await mkdtemp(path.join(tmpdir(), 'telemed-dist-'));
  const clinic = path.join(distRoot, 'clinic');
  const signup = path.join(distRoot, 'signup');
  await mkdir(path.join(clinic, 'js'), { recursive: true });
  await mkdir(path.join(signup, 'signup'), { recursive: true });
  await writeFile(path.join(clinic, 'index.html'), '<title>clinic portal</title>');
  await writeFile(path.join(clinic, 'js', 'main-abc123.js'), 'console.log("clinic");');
  await writeFile(path.join(signup, 'index.html'), '<title>patient signup</title>');
  await writeFile(path.join(signup, 'signup', 'entry-def456.js'), 'console.log("signup");');
  testApp = await createTestApp({ env: { CLINIC_DIST_DIR: clinic, SIGNUP_DIST_DIR: signup } });
});

afterAll(async () => {
  await testApp.close();
  await rm(distRoot, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('built apps', () => {
  it('serves the clinic portal for every other path (SPA fallback)', async () => {
    for (const url of [
      '/',
      '/sign-in?redirect=%2Fexaminations',
      '/clinic/abc/settings/logo',
      '/404',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<title>clinic portal</title>');
    }
  });

  it('serves clinic chunks from /js/ and answers 404 for a missing chunk', async () => {
    const chunk = await get('/js/main-abc123.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect((await get('/js/gone-000000.js')).statusCode).toBe(404);
  });

  it('serves the patient signup app for its routes and its assets under /signup/', async () => {
    for (const url of [
      '/register-rehabilitation',
      '/register-rehabilitation/form',
      '/payment-success-subscription',
      '/payment-rehabilitation-success-subscription',
    ]) {
      expect((await get(url)).body).toBe('<title>patient signup</title>');
    }
    expect((await get('/signup/entry-def456.js')).statusCode).toBe(200);
    expect((await get('/signup/missing-000000.js')).statusCode).toBe(404);
  });

  it('never answers API paths with HTML', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
