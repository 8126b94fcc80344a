import type { Readable } from 'node:stream';
import { ApiError } from './apiError';

/** How long a streamed upload may take. */
export interface UploadTimeouts {
  /** Longest wait for the next bytes: a client that stalls is answered 408. */
  idleMs: number;
  /** Longest the whole body may take, however steadily it trickles in. */
  totalMs: number;
}

/** 408 'The request took too long to arrive, try again'. */
export const requestTimedOut = () => new ApiError(408, 'REQUEST_TIMEOUT');

/** Resolves with the promise, or rejects with 408 after `ms` (the timer never outlives it). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(requestTimedOut()), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The chunks of a streamed request body under the upload's time limits: no more than `idleMs`
 * between chunks, `totalMs` in all, else 408. Node's server-wide request timeout cannot tell a
 * 2 GB recording on a slow line from a stalled client, so the limits are the upload's own.
 * Stopping early (a refused file, a timeout) leaves the request open rather than destroying it,
 * so the refusal still reaches the client; the route closes the connection after answering.
 * @example
 * await storage.write(key, uploadBody(request.body as Readable, { idleMs: 60_000, totalMs: 7_200_000 }));
 */
export async function* uploadBody(
  body: Readable,
  { idleMs, totalMs }: UploadTimeouts,
): AsyncGenerator<Uint8Array> {
  const deadline = Date.now() + totalMs;
  const chunks = body.iterator({ destroyOnReturn: false });
  for (;;) {
    const next = await within(chunks.next(), Math.min(idleMs, deadline - Date.now()));
    if (next.done) return;
    yield next.value as Uint8Array;
  }
}
