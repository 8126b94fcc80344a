import { AVATAR_MAX_BYTES } from '@telemed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;
let account: Awaited<ReturnType<typeof signUp>>;

/** The 8-byte PNG signature followed by a few bytes of image data. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-data'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-data')]);

beforeAll(async () => {
  testApp = await createTestApp();
  account = await signUp(testApp);
});

afterAll(async () => {
  await testApp.close();
});

async function uploadUrl(contentType: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    headers: bearer(account.token),
    payload: { contentType },
  });
  expect(response.statusCode).toBe(200);
  return response.json().uploadUrl;
}

function put(url: string, contentType: string, bytes: Buffer) {
  return testApp.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
}

describe('avatar upload', () => {
  it('stores the image behind a signed URL and serves it from the user avatar URL', async () => {
    const url = await uploadUrl('image/png');
    expect(url).toMatch(/^\/api\/uploads\/avatar\/[\w-]+\.[\w-]+\.[\w-]+$/);

    const uploaded = await put(url, 'image/png', PNG);
    expect(uploaded.statusCode).toBe(200);
    const user = uploaded.json();
    expect(user.id).toBe(account.userId);
    expect(user.avatar).toMatch(new RegExp(`^/api/avatars/${account.userId}/[0-9a-f]{32}\\.png$`));

    const served = await testApp.app.inject({ method: 'GET', url: user.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(account.token),
    });
    expect(me.json().avatar).toBe(user.avatar);
  });

  it('replaces the previous image', async () => {
    const first = (await put(await uploadUrl('image/png'), 'image/png', PNG)).json().avatar;
    const second = (await put(await uploadUrl('image/jpeg'), 'image/jpeg', JPEG)).json().avatar;
    expect(second).toMatch(/\.jpg$/);
    expect((await testApp.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: second })).headers['content-type']).toBe(
      'image/jpeg',
    );
  });

  it('accepts only PNG, JPEG and WebP upload requests', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: bearer(account.token),
      payload: { contentType: 'image/gif' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { property: 'contentType', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });

  it('refuses bytes that do not match the signed content type', async () => {
    const url = await uploadUrl('image/png');
    const otherType = await put(url, 'image/jpeg', JPEG);
    expect(otherType.statusCode).toBe(415);
    expect(otherType.json()).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Unsupported file type',
    });
    expect((await put(url, 'image/png', Buffer.from('<svg>not a png</svg>'))).statusCode).toBe(415);
    expect((await put(url, 'text/plain', Buffer.from('hello'))).statusCode).toBe(415);
  });

  it('refuses images larger than 5 MB', async () => {
    const url = await uploadUrl('image/png');
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await put(url, 'image/png', tooLarge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File too large',
    });
  });

  it('refuses a forged or expired upload URL', async () => {
    const response = await put('/api/uploads/avatar/forged.grant.value', 'image/png', PNG);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_OR_EXPIRED_TOKEN');
  });

  it('needs a signed-in user to hand out upload URLs', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      payload: { contentType: 'image/png' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an unknown avatar', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/avatars/${account.userId}/00000000000000000000000000000000.png`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
