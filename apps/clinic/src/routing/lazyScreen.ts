import type { ComponentType } from 'react';
import { loadChunk } from './chunkLoad';

/**
 * A route's `lazy` function loading one screen from its own chunk; a failure or timeout
 * rejects with ChunkLoadError, which the route's error element turns into a retry screen.
 *
 * @example
 * { path: 'sign-in', lazy: lazyScreen(() => import('../screens/signIn/SignInScreen'), 'SignInScreen') }
 */
export function lazyScreen<Name extends string>(
  importer: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await loadChunk(importer);
    return { Component: module[name] };
  };
}
