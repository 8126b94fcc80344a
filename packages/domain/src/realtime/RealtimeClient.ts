import type { Socket, io as createSocket } from 'socket.io-client';
import type { TokenStore } from '../client/TokenStore';
import type { ClientToServerEvents, ServerToClientEvents } from './realtimeEvents';

/** The live socket reconnects every 10 s, without limit (platform-core §7 "Realtime", §9). */
export const REALTIME_RECONNECT_DELAY_MS = 10_000;

export type RealtimeState =
  | { status: 'disconnected' }
  | { status: 'connecting' }
  | { status: 'connected' }
  /** The server refused the socket, e.g. `TOKEN_EXPIRED_OR_INVALID`; retried after the delay. */
  | { status: 'rejected'; reason: string };

export interface RealtimeClientOptions {
  /** Where to get the bearer token; read again on every (re)connection. */
  tokenStore: TokenStore;
  /** The server's origin; default the page's own. */
  url?: string;
  /** Default `/socket.io`. */
  path?: string;
}

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The live socket, authenticated by the stored token.
 *
 * socket.io reconnects by itself after a dropped connection, but not after the server refused
 * or closed the socket (its middleware rejected the token): this client then retries on the
 * same 10 s beat, so a socket refused before sign-in connects once a token is stored.
 * socket.io-client itself loads on the first `connect` (a chunk of its own in a bundled app), so
 * pages without a session never download it.
 *
 * @example
 * const realtime = new RealtimeClient({ tokenStore: client.tokenStore });
 * realtime.on('session.ready', ({ userId }) => console.log('live as', userId));
 * realtime.connect();
 */
export class RealtimeClient {
  readonly #options: RealtimeClientOptions;
  #socket: Promise<RealtimeSocket> | undefined;
  /** Whether the socket should be open: `disconnect` may come while socket.io still loads. */
  #wanted = false;
  #state: RealtimeState = { status: 'disconnected' };
  readonly #listeners = new Set<() => void>();
  /** The app's event listeners, attached to the socket once it exists. */
  readonly #subscriptions = new Set<readonly [string, (...args: never[]) => void]>();
  #retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: RealtimeClientOptions) {
    this.#options = options;
  }

  /**
   * The socket, created on the first call (which loads socket.io-client). Rejects when it cannot
   * be loaded; a later call tries again.
   *
   * @example
   * const socket = await realtime.socket();
   */
  socket(): Promise<RealtimeSocket> {
    this.#socket ??= import('socket.io-client').then(
      ({ io }) => this.#createSocket(io),
      (cause: unknown) => {
        this.#socket = undefined;
        throw cause;
      },
    );
    return this.#socket;
  }

  /** The connection's current state. */
  get state(): RealtimeState {
    return this.#state;
  }

  /**
   * Opens the socket with the stored token.
   *
   * @example
   * realtime.connect();
   */
  connect(): void {
    this.#cancelRetry();
    this.#wanted = true;
    this.#setState({ status: 'connecting' });
    this.socket().then(
      (socket) => {
        if (this.#wanted) socket.connect();
      },
      (cause: unknown) => {
        if (!this.#wanted) return;
        this.#setState({ status: 'rejected', reason: String(cause) });
        this.#scheduleRetry();
      },
    );
  }

  /**
   * Closes the socket and stops reconnecting, e.g. on sign-out.
   *
   * @example
   * realtime.disconnect();
   */
  disconnect(): void {
    this.#cancelRetry();
    this.#wanted = false;
    void this.#socket?.then((socket) => socket.disconnect());
    this.#setState({ status: 'disconnected' });
  }

  /**
   * Listens to a server event; answers the function that stops listening.
   *
   * @example
   * const stop = realtime.on('session.ready', ({ userId }) => setLive(userId));
   */
  on<Event extends keyof ServerToClientEvents>(
    event: Event,
    listener: ServerToClientEvents[Event],
  ): () => void {
    const subscription = [event, listener as (...args: never[]) => void] as const;
    this.#subscriptions.add(subscription);
    // socket.io's typings cannot relate a generic event name to its listener.
    void this.#socket?.then((socket) => socket.on(event, listener as never));
    return () => {
      this.#subscriptions.delete(subscription);
      void this.#socket?.then((socket) => socket.off(event, listener as never));
    };
  }

  /**
   * Calls `listener` whenever {@link state} changes; shaped for React's useSyncExternalStore.
   *
   * @example
   * const state = useSyncExternalStore(realtime.subscribe, () => realtime.state);
   */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  #createSocket(io: typeof createSocket): RealtimeSocket {
    const { tokenStore, url, path = '/socket.io' } = this.#options;
    const socketOptions = {
      path,
      autoConnect: false,
      // Each client owns its connection: no sharing of a cached manager between clients.
      forceNew: true,
      // A function, so socket.io asks for the token again on every reconnection.
      auth: (callback: (data: object) => void) => callback({ token: tokenStore.get() }),
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
      reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MS,
      randomizationFactor: 0,
    };
    const socket: RealtimeSocket = url === undefined ? io(socketOptions) : io(url, socketOptions);
    socket.on('connect', () => this.#setState({ status: 'connected' }));
    socket.on('connect_error', (error) => {
      if (socket.active) {
        this.#setState({ status: 'connecting' });
      } else {
        this.#setState({ status: 'rejected', reason: error.message });
        this.#scheduleRetry();
      }
    });
    socket.on('disconnect', (reason) => {
      if (socket.active) {
        this.#setState({ status: 'connecting' });
      } else if (reason === 'io server disconnect') {
        this.#setState({ status: 'rejected', reason });
        this.#scheduleRetry();
      }
    });
    for (const [event, listener] of this.#subscriptions)
      socket.on(event as never, listener as never);
    return socket;
  }

  #scheduleRetry(): void {
    this.#cancelRetry();
    this.#retryTimer = setTimeout(() => this.connect(), REALTIME_RECONNECT_DELAY_MS);
  }

  #cancelRetry(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  #setState(state: RealtimeState): void {
    this.#state = state;
    for (const listener of [...this.#listeners]) listener();
  }
}
