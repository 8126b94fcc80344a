import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkTimeoutMs, isChunkLoadError, loadChunk } from './chunkLoad';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when the import answers in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ Component: 'screen' }))).resolves.toEqual({
      Component: 'screen',
    });
  });

  it('turns a failed import into a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error: unknown = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as ChunkLoadError).message).toBe('Loading chunk failed');
  });

  it('fails with a timeout after 120000 ms without an answer', async () => {
    vi.useFakeTimers();
    let settled = false;
    const outcome = loadChunk(() => new Promise<never>(() => undefined)).catch(
      (error: unknown) => error,
    );
    void outcome.finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });
});
