import type { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import { DEFAULT_LANGUAGE } from '../rules/languages';
import type { Language } from '../rules/languages';
import { SUCCESS_STATUSES } from '../rules/limits';
import { ApiRequestError } from './ApiRequestError';
import { buildUrl } from './buildUrl';
import { fetchWithUploadProgress } from './fetchWithUploadProgress';
import type { ApiClientEvents, ToastMessage, ToastType } from './clientEvents';
import { Emitter } from './Emitter';
import type { Listener } from './Emitter';
import { callParts, endpointRequest } from './endpointRequest';
import type { CallAnswer, CallArgs } from './endpointRequest';
import type { RequestSpec } from './requestSpec';
import { abortedError, invalidAnswerError, networkError, responseFailure } from './responseFailure';
import { LocalStorageTokenStore, MemoryTokenStore } from './TokenStore';
import type { TokenStore } from './TokenStore';

/**
 * The header naming the API client a request comes from (one per open page), which realtime
 * announcements carry back so a page can skip the changes it made itself.
 */
export const CLIENT_ID_HEADER = 'X-Telemed-Client';

export interface ApiClientOptions {
  /** Where the API lives. Default `/api`; absolute (`http://127.0.0.1:3000/api`) outside browsers. */
  baseUrl?: string;
  /** The fetch to send with. Default the global one. */
  fetch?: typeof fetch;
  /** Default: local storage under `token` where it exists, else memory. */
  tokenStore?: TokenStore;
  /** Sent as `Accept-Language` and `Language`. Default en-GB. */
  language?: Language;
  /** Sent as the `Scope` header unless a call gives its own. */
  scope?: string;
}

function defaultTokenStore(): TokenStore {
  return typeof globalThis.localStorage === 'undefined'
    ? new MemoryTokenStore()
    : new LocalStorageTokenStore();
}

function isAbort(cause: unknown, signal: AbortSignal | undefined): boolean {
  return (
    signal?.aborted === true ||
    (typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'AbortError')
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The request pipeline every call goes through: headers, the request -> success | failure stages
 * with a busy flag, the error handling of platform-core §8 and the global message and error
 * events. {@link ApiClient} derives one method per contract entry on top.
 */
export class ApiCore {
  readonly tokenStore: TokenStore;
  /** This client's id, sent with every request as {@link CLIENT_ID_HEADER}. */
  readonly clientId: string = globalThis.crypto.randomUUID();
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #events = new Emitter<ApiClientEvents>();
  #language: Language;
  #scope: string | undefined;
  #inFlight = 0;
  #lastRequestId = 0;

  constructor(options: ApiClientOptions = {}) {
    this.#baseUrl = options.baseUrl ?? '/api';
    // Called through a wrapper: browsers reject a fetch detached from `window` (Illegal invocation).
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.tokenStore = options.tokenStore ?? defaultTokenStore();
    this.#language = options.language ?? DEFAULT_LANGUAGE;
    this.#scope = options.scope;
  }

  /** True while at least one call is in flight. */
  get busy(): boolean {
    return this.#inFlight > 0;
  }

  get language(): Language {
    return this.#language;
  }

  /**
   * Sets the language sent with every later call.
   *
   * @example
   * client.setLanguage(user.settings.language);
   */
  setLanguage(language: Language): void {
    this.#language = language;
  }

  /**
   * Sets (or with `undefined` removes) the `Scope` header sent with every later call.
   *
   * @example
   * client.setScope('clinic');
   */
  setScope(scope: string | undefined): void {
    this.#scope = scope;
  }

  /**
   * Listens to one event; answers the function that stops listening.
   *
   * @example
   * const stop = client.on('tokenExpired', () => navigate('/sign-in'));
   */
  on<Name extends keyof ApiClientEvents>(
    event: Name,
    listener: Listener<ApiClientEvents[Name]>,
  ): () => void {
    return this.#events.on(event, listener);
  }

  /**
   * Calls `listener` whenever {@link busy} changes; shaped for React's useSyncExternalStore.
   *
   * @example
   * const busy = useSyncExternalStore(client.subscribe, () => client.busy);
   */
  readonly subscribe = (listener: () => void): (() => void) =>
    this.#events.on('busy', () => listener());

  /**
   * Emits a global message for the app to show as a toast (success by default).
   *
   * @example
   * client.notify({ text: 'password changed', messageKey: SUCCESS_MESSAGE_KEYS.passwordChanged });
   */
  notify(message: Omit<ToastMessage, 'type'> & { type?: ToastType }): void {
    this.#events.emit('message', { ...message, type: message.type ?? 'success' });
  }

  /**
   * Calls one endpoint of the contract with its input; resolves with the parsed answer or
   * rejects with an `ApiRequestError`.
   *
   * @example
   * const { events } = await client.call(eventsContract.list, {
   *   params: { teamId, examinationId },
   *   query: { origin: 'analysis' },
   * });
   */
  call<Entry extends Endpoint>(entry: Entry, ...args: CallArgs<Entry>): Promise<CallAnswer<Entry>> {
    const { input, options } = callParts(entry, args);
    return this.request(endpointRequest(entry, input, options)) as Promise<CallAnswer<Entry>>;
  }

  /**
   * Sends one request through the stages; resolves with the parsed answer or rejects with an
   * `ApiRequestError`. Calls of the contract go through {@link call}.
   *
   * @example
   * const user = await client.request({ method: 'GET', path: 'users/me', schema: UserSchema });
   */
  async request<Schema extends z.ZodType>(spec: RequestSpec<Schema>): Promise<z.output<Schema>> {
    this.#lastRequestId += 1;
    const stage = { requestId: this.#lastRequestId, method: spec.method, path: spec.path };
    this.#setInFlight(this.#inFlight + 1);
    this.#events.emit('request', stage);
    let answer: { status: number; data: z.output<Schema> };
    try {
      answer = await this.#send(spec);
    } catch (cause) {
      const error = cause instanceof ApiRequestError ? cause : networkError();
      this.#setInFlight(this.#inFlight - 1);
      this.#reportFailure(error, spec);
      this.#events.emit('failure', { ...stage, error });
      throw error;
    }
    this.#setInFlight(this.#inFlight - 1);
    this.#events.emit('success', { ...stage, status: answer.status });
    return answer.data;
  }

  async #send<Schema extends z.ZodType>(
    spec: RequestSpec<Schema>,
  ): Promise<{ status: number; data: z.output<Schema> }> {
    let response: Response;
    let succeeded: boolean;
    let body: unknown;
    try {
      const url = buildUrl(this.#baseUrl, spec.path, spec.query);
      const init = {
        method: spec.method,
        headers: this.#headers(spec),
        body:
          spec.rawBody?.content ??
          (spec.body === undefined ? undefined : JSON.stringify(spec.body)),
        signal: spec.signal,
      };
      response = await (spec.onUploadProgress
        ? fetchWithUploadProgress(url, init, spec.onUploadProgress)
        : this.#fetch(url, init));
      succeeded = (spec.successStatuses ?? SUCCESS_STATUSES).includes(response.status);
      body =
        succeeded && spec.binaryAnswer
          ? new Uint8Array(await response.arrayBuffer())
          : await readJson(response);
    } catch (cause) {
      throw isAbort(cause, spec.signal) ? abortedError() : networkError();
    }
    if (!succeeded) {
      throw responseFailure(response.status, body, {
        expiresTokenOn401: spec.expiresTokenOn401 ?? true,
        failureMessage: spec.failureMessage,
      });
    }
    const parsed = spec.schema.safeParse(body);
    if (!parsed.success) throw invalidAnswerError(response.status);
    return { status: response.status, data: parsed.data };
  }

  #headers(spec: RequestSpec<z.ZodType>): Record<string, string> {
    const headers: Record<string, string> = {
      'Content-Type': spec.rawBody?.contentType ?? 'application/json',
      'Accept-Language': this.#language,
      Language: this.#language,
      'Timezone-Offset': String(new Date().getTimezoneOffset()),
    };
    const token = this.tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    headers[CLIENT_ID_HEADER] = this.clientId;
    const scope = spec.scope ?? this.#scope;
    if (scope !== undefined) headers.Scope = scope;
    return headers;
  }

  #reportFailure(error: ApiRequestError, spec: RequestSpec<z.ZodType>): void {
    if (error.status === 401 && (spec.expiresTokenOn401 ?? true)) {
      this.tokenStore.clear();
      this.#events.emit('tokenExpired', error);
    } else if (error.status === 429) {
      this.#events.emit('error', error);
    }
  }

  #setInFlight(count: number): void {
    const wasBusy = this.busy;
    this.#inFlight = count;
    if (wasBusy !== this.busy) this.#events.emit('busy', this.busy);
  }
}
