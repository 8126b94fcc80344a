import type { KeyValueStorage } from './TokenStore';

/**
 * A {@link KeyValueStorage} in memory, where `localStorage` does not exist (Node, tests).
 *
 * @example
 * const session = new SessionStore({ client, storage: new MemoryStorage() });
 */
export class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }
}
