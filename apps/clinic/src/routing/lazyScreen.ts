import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
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

/**
 * A component loaded from its own chunk on first render (React.lazy, inside a `<Suspense>`), for
 * the parts of a screen that only some visits open; a failed load is a ChunkLoadError like a
 * route's.
 *
 * @example
 * const ExaminationsBoard = lazyComponent(() => import('./ExaminationsBoard'), 'ExaminationsBoard');
 */
export function lazyComponent<Name extends string, Props extends object>(
  importer: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await loadChunk(importer))[name] }));
}
