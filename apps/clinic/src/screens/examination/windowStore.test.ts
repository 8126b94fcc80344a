import { describe, expect, it, vi } from 'vitest';
import { createWindowStore } from './windowStore';

describe('window store', () => {
  it('holds no window at first, then the last one set, telling its listeners', () => {
    const store = createWindowStore();
    expect(store.get()).toBeUndefined();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ start: 0, end: 10 });
    expect(store.get()).toEqual({ start: 0, end: 10 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ start: 10, end: 20 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ start: 10, end: 20 });
  });
});
