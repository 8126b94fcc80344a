import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from './helpers/setUpTestApp';

/*
 * Avatar and logo URLs are public (an <img> sends no token) and carry a file name the server
 * made: 32 hex digits and the image's extension. Any other name, however it is spelled, is
 * answered 404 without reaching storage, never 500 (issue 19).
 */

const testApp = setUpTestApp();

const CRAFTED_NAMES = [
  '..%2F..%2Fsecret.png',
  '%2e%2e%2f%2e%2e%2fsecret.png',
  '..%5C..%5Csecret.png',
  'a.b.png',
  '.png',
  'ABCDEF0123456789ABCDEF0123456789.PNG',
  '0123456789abcdef0123456789abcdef.png.jpg',
  '0123456789abcdef0123456789abcde.png',
  '0123456789abcdef0123456789abcdef0.png',
  '0123456789abcdef0123456789abcdef.gif',
  '0123456789abcdef0123456789abcdef',
  `${'f'.repeat(900)}.png`,
  '%F0%9F%91%8D.png',
  'x%20y.png',
];

describe.each([
  ['avatars', 'GET /api/avatars/:userId/:fileName'],
  ['team-logos', 'GET /api/team-logos/:teamId/:fileName'],
])('%s', (directory) => {
  it.each(CRAFTED_NAMES)('answers 404 for the file name "%s"', async (fileName) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${directory}/${randomUUID()}/${fileName}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
