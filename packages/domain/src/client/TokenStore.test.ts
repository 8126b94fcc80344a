import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './MemoryStorage';
import { LocalStorageTokenStore, MemoryTokenStore } from './TokenStore';

describe('LocalStorageTokenStore', () => {
  it('keeps the token under the local storage key `token`', () => {
    const storage = new MemoryStorage();
    const tokenStore = new LocalStorageTokenStore(storage);

    tokenStore.set('abc');

    expect(storage.getItem('token')).toBe('abc');
    expect(tokenStore.get()).toBe('abc');
  });

  it('removes the key on clear', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 'abc');

    new LocalStorageTokenStore(storage).clear();

    expect(storage.getItem('token')).toBeNull();
  });
});

describe('MemoryTokenStore', () => {
  it('starts with the given token and forgets it on clear', () => {
    const tokenStore = new MemoryTokenStore('abc');
    expect(tokenStore.get()).toBe('abc');

    tokenStore.clear();

    expect(tokenStore.get()).toBeNull();
  });
});
