/** The subset of the Web Storage API the client needs; `localStorage` satisfies it. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the signed-in user's bearer token lives between requests. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Local storage key of the token (platform-core §9: "token stored locally"). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * Keeps the token in local storage under `token`, so a reload stays signed in.
 *
 * @example
 * const client = new ApiClient({ tokenStore: new LocalStorageTokenStore() });
 */
export class LocalStorageTokenStore implements TokenStore {
  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage = globalThis.localStorage) {
    this.#storage = storage;
  }

  get(): string | null {
    return this.#storage.getItem(TOKEN_STORAGE_KEY);
  }

  set(token: string): void {
    this.#storage.setItem(TOKEN_STORAGE_KEY, token);
  }

  clear(): void {
    this.#storage.removeItem(TOKEN_STORAGE_KEY);
  }
}

/**
 * Keeps the token in memory only: for servers, tests and Storybook.
 *
 * @example
 * const client = new ApiClient({ tokenStore: new MemoryTokenStore() });
 */
export class MemoryTokenStore implements TokenStore {
  #token: string | null;

  constructor(token: string | null = null) {
    this.#token = token;
  }

  get(): string | null {
    return this.#token;
  }

  set(token: string): void {
    this.#token = token;
  }

  clear(): void {
    this.#token = null;
  }
}
