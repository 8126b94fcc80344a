import type { z } from 'zod';
import { contract } from '../contract/contract';
import type { Contract } from '../contract/contract';
import { successOf } from '../contract/endpoint';
import type { Endpoint, SuccessSchema } from '../contract/endpoint';
import { toValidationErrors } from '../schemas/zodValidationErrors';
import { contractRoutes, matchEndpoint } from './matchEndpoint';
import { MockFailure } from './mockFailure';

/** The parsed (output) type of one request part of an endpoint, `undefined` when it has none. */
type PartOf<Entry, Part extends 'params' | 'query' | 'body'> = Entry extends {
  [Key in Part]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

/** What a mock handler receives: the request's parts as the endpoint's schemas parsed them. */
export interface MockRequest<Entry extends Endpoint> {
  params: PartOf<Entry, 'params'>;
  query: PartOf<Entry, 'query'>;
  /** The parsed JSON body, or the bytes of an upload. */
  body: Entry extends { rawBody: object } ? Uint8Array : PartOf<Entry, 'body'>;
  headers: Headers;
}

/** Answers one endpoint in memory: its success body, or a thrown {@link MockFailure}. */
export type MockHandler<Entry extends Endpoint> = (
  request: MockRequest<Entry>,
) => z.input<SuccessSchema<Entry>> | Promise<z.input<SuccessSchema<Entry>>>;

/** Mock handlers by resource group and endpoint name, as the contract names them; any subset. */
export type MockHandlers = {
  readonly [Group in keyof Contract]?: {
    readonly [Name in keyof Contract[Group]]?: Contract[Group][Name] extends Endpoint
      ? MockHandler<Contract[Group][Name]>
      : never;
  };
};

export interface MockFetchOptions {
  /** Where the contract's paths start in the URLs the client sends. Default `/api`. */
  basePath?: string;
  /**
   * Told of a request the mock cannot serve as asked (no handler, an answer that breaks the
   * contract, a handler that threw): the mock then answers as the server would (404, 500), and
   * this says why. Tests may throw from it to fail loudly.
   */
  onProblem?: (problem: string) => void;
}

const routes = contractRoutes(contract);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function failed(failure: MockFailure): Response {
  return json(failure.statusCode, failure.body);
}

function abortError(): DOMException {
  return new DOMException('This operation was aborted', 'AbortError');
}

/** Repeated names become arrays, as Fastify's query string parser gives them. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

function parsed(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new MockFailure(
      400,
      'VALIDATION_ERROR',
      undefined,
      toValidationErrors(result.error, input),
    );
  }
  return result.data;
}

async function bytesOf(body: BodyInit | null | undefined): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body ?? null).arrayBuffer());
}

/** The JSON body, or the bytes of an upload, checked as the server's content-type parsers do. */
async function bodyOf(
  entry: Endpoint,
  init: RequestInit | undefined,
  headers: Headers,
): Promise<unknown> {
  if (entry.rawBody) {
    const contentType = headers.get('content-type') ?? '';
    if (!entry.rawBody.contentTypes.includes(contentType)) {
      throw new MockFailure(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const bytes = await bytesOf(init?.body);
    if (entry.rawBody.maxBytes !== undefined && bytes.length > entry.rawBody.maxBytes) {
      throw new MockFailure(413, 'PAYLOAD_TOO_LARGE');
    }
    return bytes;
  }
  const text = new TextDecoder().decode(await bytesOf(init?.body));
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MockFailure(400, 'BAD_REQUEST');
  }
}

function isSignedIn(headers: Headers): boolean {
  return /^Bearer\s+\S+$/i.test(headers.get('authorization') ?? '');
}

/**
 * A `fetch` that serves the API from in-memory handlers, routed by the contract: it checks the
 * bearer token of non-public endpoints (401), parses and validates params, body and query with
 * the endpoint's schemas (400 with `validationErrors`), calls the handler, checks its answer
 * against the success schema and sends it with the endpoint's success status, all as the server
 * does; a thrown {@link MockFailure} answers its error body. Hand it to {@link ApiClient} for
 * stories and component tests.
 *
 * @example
 * const client = new ApiClient({
 *   tokenStore: new MemoryTokenStore('mock-token'),
 *   fetch: createMockFetch({
 *     teams: { list: () => [clinic] },
 *     events: {
 *       list: ({ query }) => ({ events: events.filter((event) => event.origin === query.origin) }),
 *     },
 *   }),
 * });
 */
export function createMockFetch(
  handlers: MockHandlers,
  options: MockFetchOptions = {},
): typeof fetch {
  const basePath = (options.basePath ?? '/api').replace(/\/+$/, '');
  const report = options.onProblem ?? (() => undefined);

  async function answer(
    input: RequestInfo | URL,
    init: RequestInit | undefined,
  ): Promise<Response> {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      'http://mock.invalid',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(`${basePath}/`)
      ? url.pathname.slice(basePath.length)
      : null;
    const match = path === null ? null : matchEndpoint(routes, method, path);
    if (!match) {
      report(`${method} ${url.pathname} is not an endpoint of the contract`);
      return failed(new MockFailure(404, 'NOT_FOUND'));
    }
    const { entry, group, name } = match;
    const headers = new Headers(init?.headers);
    if (entry.access !== 'public' && !isSignedIn(headers)) {
      return failed(new MockFailure(401, 'TOKEN_EXPIRED_OR_INVALID'));
    }
    const handler = (handlers as Record<string, Record<string, MockHandler<Endpoint>> | undefined>)[
      group
    ]?.[name];
    try {
      const body = await bodyOf(entry, init, headers);
      const request = {
        params: parsed(entry.params, match.params),
        // A missing JSON body counts as `{}`, so every required field is reported by name.
        body: entry.rawBody ? body : parsed(entry.body, body ?? {}),
        query: parsed(entry.query, queryOf(url.searchParams)),
        headers,
      } as MockRequest<Endpoint>;
      if (!handler) {
        report(`no mock handler for ${group}.${name} (${method} ${entry.path})`);
        return failed(new MockFailure(404, 'NOT_FOUND'));
      }
      return respond(entry, await handler(request), `${group}.${name}`);
    } catch (error) {
      if (error instanceof MockFailure) return failed(error);
      report(`mock handler ${group}.${name} threw: ${String(error)}`);
      return failed(new MockFailure(500, 'UNKNOWN_ERROR'));
    }
  }

  function respond(entry: Endpoint, result: unknown, handlerName: string): Response {
    const success = successOf(entry);
    const checked = success.schema.safeParse(result);
    if (!checked.success) {
      // The server's serializer refuses such an answer too: the contract cannot drift.
      report(`mock handler ${handlerName} answered outside the contract: ${checked.error.message}`);
      return failed(new MockFailure(500, 'UNKNOWN_ERROR'));
    }
    if (entry.binaryAnswer) {
      return new Response(checked.data as Uint8Array<ArrayBuffer>, {
        status: success.status,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    }
    return json(success.status, checked.data);
  }

  return (input, init) => {
    const signal = init?.signal;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(abortError());
      signal?.addEventListener('abort', onAbort, { once: true });
      answer(input, init)
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
  };
}
