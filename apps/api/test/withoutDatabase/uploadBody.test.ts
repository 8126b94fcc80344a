import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadBody } from '../../src/http/uploadBody';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Reads the body to its end, answering the bytes read or the error it failed with. */
async function readAll(chunks: AsyncIterable<Uint8Array>) {
  let bytes = 0;
  try {
    for await (const chunk of chunks) bytes += chunk.length;
    return { bytes };
  } catch (error) {
    return { bytes, error };
  }
}

describe('uploadBody', () => {
  it('passes a body that keeps arriving through', async () => {
    const body = new PassThrough();
    const reading = readAll(uploadBody(body, { idleMs: 1000, totalMs: 10_000 }));
    for (let chunk = 0; chunk < 5; chunk += 1) {
      body.write(Buffer.alloc(100));
      await vi.advanceTimersByTimeAsync(900);
    }
    body.end();
    expect(await reading).toEqual({ bytes: 500 });
  });

  it('fails with 408 when nothing arrives for the idle time', async () => {
    const body = new PassThrough();
    const reading = readAll(uploadBody(body, { idleMs: 1000, totalMs: 10_000 }));
    body.write(Buffer.alloc(100));
    await vi.advanceTimersByTimeAsync(1001);
    expect(await reading).toEqual({
      bytes: 100,
      error: expect.objectContaining({ statusCode: 408, code: 'REQUEST_TIMEOUT' }),
    });
  });

  it('fails with 408 at the total deadline however steadily bytes trickle in', async () => {
    const body = new PassThrough();
    const reading = readAll(uploadBody(body, { idleMs: 1000, totalMs: 5_000 }));
    for (let chunk = 0; chunk < 8; chunk += 1) {
      body.write(Buffer.alloc(10));
      await vi.advanceTimersByTimeAsync(900);
    }
    const outcome = await reading;
    expect(outcome.error).toMatchObject({ statusCode: 408 });
    expect(outcome.bytes).toBe(60);
  });

  it('leaves the request open when the reader stops early, so the refusal can be answered', async () => {
    const body = new PassThrough();
    body.write(Buffer.alloc(10));
    for await (const chunk of uploadBody(body, { idleMs: 1000, totalMs: 5_000 })) {
      expect(chunk.length).toBe(10);
      break;
    }
    expect(body.destroyed).toBe(false);
  });
});
