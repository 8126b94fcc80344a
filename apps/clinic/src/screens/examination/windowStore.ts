import type { TimeWindow } from '@telemed/signals';
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * The viewer's window for the parts of the examination page that follow it (the events of the
 * window, its partial report): a store they subscribe to, so a new window re-renders them alone,
 * not the page with its tabs, viewer and actions around them.
 */
export interface WindowStore {
  get(): TimeWindow | undefined;
  set(window: TimeWindow): void;
  subscribe(listener: () => void): () => void;
}

/** A {@link WindowStore} holding no window yet. */
export function createWindowStore(): WindowStore {
  let current: TimeWindow | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(window) {
      current = window;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The window in `store`, re-rendering the caller when it changes. */
function useStoredWindow(store: WindowStore): TimeWindow | undefined {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** Renders `children` with the window in `store`; only this part re-renders when it changes. */
export function WithWindow({
  store,
  children,
}: {
  store: WindowStore;
  children(window: TimeWindow | undefined): ReactNode;
}) {
  return children(useStoredWindow(store));
}
