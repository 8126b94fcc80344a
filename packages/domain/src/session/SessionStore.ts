import { ApiRequestError } from '../client/ApiRequestError';
import type { ApiClient } from '../client/ApiClient';
import { MemoryStorage } from '../client/MemoryStorage';
import type { KeyValueStorage } from '../client/TokenStore';
import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { ERROR_MESSAGES } from '../rules/errorCodes';
import { DEFAULT_LENGTH_UNIT } from '../rules/units';
import type { LoginBody, SignInAnswer } from '../schemas/auth';
import type { Team } from '../schemas/team';
import type { CurrentUser, User } from '../schemas/user';
import { ACTIVE_TEAM_STORAGE_KEY, resolveActiveTeamId } from './activeTeam';

/** unknown until the token is checked; then authenticated or notAuthenticated (platform-core §4). */
export type SessionStatus = 'unknown' | 'authenticated' | 'notAuthenticated';

export interface SessionSnapshot {
  status: SessionStatus;
  user: User | null;
  /** The user's clinics, once {@link SessionStore.loadTeams} ran. */
  teams: Team[];
  /** The active clinic: the stored `teamId` if the user belongs to it, else the first. */
  activeTeamId: string | null;
}

export interface SessionStoreOptions {
  client: ApiClient;
  /** Keeps the active clinic's id under `teamId`. Default local storage where it exists. */
  storage?: KeyValueStorage;
  /** Called when the current-user fetch answers 502 (platform-core §8). */
  onBadGateway?: () => void;
  /**
   * Which of the user's clinics this app lists and may make active; all by default. The staff
   * portal passes `isPortalTeam`.
   */
  teamFilter?: (team: Team, user: User | null) => boolean;
}

const SIGNED_OUT: SessionSnapshot = {
  status: 'notAuthenticated',
  user: null,
  teams: [],
  activeTeamId: null,
};

/** Accounts may lack length units until the server fills them in; metric is the default. */
function withLengthUnits(user: CurrentUser): User {
  return {
    ...user,
    settings: { ...user.settings, lengthUnits: user.settings.lengthUnits ?? DEFAULT_LENGTH_UNIT },
  };
}

/**
 * Who is signed in, framework-free and subscribable. The token itself lives in the client's
 * token store; a token-expired event from the client signs out with the toast
 * 'Token expired or invalid'.
 *
 * @example
 * const session = new SessionStore({ client, onBadGateway: () => showMaintenancePage() });
 * await session.restore();
 * const { status, user } = useSyncExternalStore(session.subscribe, session.getSnapshot);
 */
export class SessionStore {
  readonly #client: ApiClient;
  readonly #storage: KeyValueStorage;
  readonly #onBadGateway: (() => void) | undefined;
  readonly #teamFilter: (team: Team, user: User | null) => boolean;
  readonly #listeners = new Set<() => void>();
  #snapshot: SessionSnapshot = { status: 'unknown', user: null, teams: [], activeTeamId: null };

  constructor(options: SessionStoreOptions) {
    this.#client = options.client;
    this.#storage =
      options.storage ??
      (typeof globalThis.localStorage === 'undefined'
        ? new MemoryStorage()
        : globalThis.localStorage);
    this.#onBadGateway = options.onBadGateway;
    this.#teamFilter = options.teamFilter ?? (() => true);
    this.#client.on('tokenExpired', () => this.#expire());
  }

  /** The current snapshot; a new object after every change. */
  readonly getSnapshot = (): SessionSnapshot => this.#snapshot;

  /**
   * Calls `listener` after every change; shaped for React's useSyncExternalStore.
   *
   * @example
   * const session = useSyncExternalStore(store.subscribe, store.getSnapshot);
   */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /**
   * Checks the stored token by fetching the current user: authenticated on success, not
   * authenticated without a token or on failure. Fetches again when the answer lacks
   * `settings.lengthUnits`.
   *
   * @example
   * await session.restore();
   * if (session.getSnapshot().status === 'notAuthenticated') navigate('/sign-in');
   */
  async restore(): Promise<void> {
    if (!this.#client.tokenStore.get()) {
      this.#set(SIGNED_OUT);
      return;
    }
    try {
      let user = await this.#client.users.me();
      if (!user.settings.lengthUnits) user = await this.#client.users.me();
      this.#set({ ...this.#snapshot, status: 'authenticated', user: withLengthUnits(user) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 502) this.#onBadGateway?.();
      this.#set(SIGNED_OUT);
    }
  }

  /**
   * Signs in; the client stores the returned token (or clears it when none is returned).
   * Rejects with the client's `ApiRequestError`, e.g. 'Wrong email or password'.
   *
   * @example
   * await session.signIn({ email, password });
   */
  async signIn(credentials: LoginBody): Promise<SignInAnswer> {
    try {
      const answer = await this.#client.auth.login({ body: credentials });
      this.#set(
        answer.token ? { ...SIGNED_OUT, status: 'authenticated', user: answer.user } : SIGNED_OUT,
      );
      return answer;
    } catch (error) {
      this.#set(SIGNED_OUT);
      throw error;
    }
  }

  /**
   * Logs out: ends the session on the server (`auth.logout`, which then clears the token), then
   * forgets the user. The device is signed out even when the server cannot be reached.
   *
   * @example
   * await session.logOut();
   */
  async logOut(): Promise<void> {
    if (this.#client.tokenStore.get()) await this.#client.auth.logout().catch(() => undefined);
    this.signOut();
  }

  /**
   * Forgets the token and the user on this device only; the session itself ends by expiring
   * (see {@link logOut} to end it on the server).
   *
   * @example
   * session.signOut();
   */
  signOut(): void {
    this.#client.tokenStore.clear();
    this.#set(SIGNED_OUT);
  }

  /**
   * Replaces the signed-in user, e.g. with the answer of `users.updateMe`.
   *
   * @example
   * session.setUser(await client.users.updateMe({ body: { settings: { language: 'pl' } } }));
   */
  setUser(user: User): void {
    this.#set({ ...this.#snapshot, user });
  }

  /**
   * Loads the user's clinics and picks the active one.
   *
   * @example
   * const teams = await session.loadTeams();
   */
  async loadTeams(): Promise<Team[]> {
    const user = this.#snapshot.user;
    const teams = (await this.#client.teams.list()).filter((team) => this.#teamFilter(team, user));
    this.#set({ ...this.#snapshot, teams, activeTeamId: this.#activeTeamId(teams) });
    return teams;
  }

  /**
   * Makes a clinic the active one and remembers it under `teamId`; an id the user does not
   * belong to leaves the first clinic active.
   *
   * @example
   * session.selectTeam(team._id);
   */
  selectTeam(teamId: string): void {
    this.#storage.setItem(ACTIVE_TEAM_STORAGE_KEY, teamId);
    this.#set({ ...this.#snapshot, activeTeamId: this.#activeTeamId(this.#snapshot.teams) });
  }

  #activeTeamId(teams: readonly Team[]): string | null {
    return resolveActiveTeamId(teams, this.#storage.getItem(ACTIVE_TEAM_STORAGE_KEY));
  }

  #expire(): void {
    this.signOut();
    this.#client.notify({
      text: ERROR_MESSAGES.TOKEN_EXPIRED_OR_INVALID,
      messageKey: ERROR_MESSAGE_KEYS.tokenExpired,
      type: 'error',
    });
  }

  #set(snapshot: SessionSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of [...this.#listeners]) listener();
  }
}
