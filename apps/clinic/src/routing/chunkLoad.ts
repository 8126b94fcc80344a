/** Spec platform-core §9: a route chunk that has not arrived after this long counts as failed. */
export const chunkTimeoutMs = 120_000;

/** A route chunk that could not be loaded: missing, timed out, or failed on the way. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed', options?: { cause?: unknown }) {
    super('Loading chunk failed', options);
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Runs a dynamic import and turns any failure, or no answer within `timeoutMs`, into a
 * ChunkLoadError so the route's error screen can offer a retry instead of a blank page.
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}
