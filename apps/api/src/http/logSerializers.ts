import type { FastifyLoggerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** What a redacted value reads as in the logs. */
export const REDACTED = '[redacted]';

/**
 * Route parameters that are secrets: one-time link tokens (`confirm/:token`, `auth/reset/:token`),
 * signed upload grants (`uploads/avatar/:grant`) and the random file names that let anyone who
 * knows them read an avatar or a clinic logo.
 */
const SECRET_PARAMETERS = new Set(['token', 'grant', 'fileName']);

/** Query parameters that carry secrets, e.g. the portal's `/set-password?token=…&userId=…`. */
const SECRET_QUERY_PARAMETER = /token|grant|secret|password|signature|^code$/i;

/**
 * Properties of database errors that hold the statement's values: Drizzle's `params`, PGlite's
 * `params`, node-postgres's `parameters`, and PostgreSQL's `detail` ("Failing row contains
 * (…)", "Key (email)=(…) already exists").
 */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'detail']);

/** PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending value in the message. */
const DATA_EXCEPTION_CLASS = '22';

/** What the logger is handed as `req`: Fastify's request, or anything with a URL. */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed escape is logged as sent; it names no secret we know.
      }
      return SECRET_QUERY_PARAMETER.test(decodedName) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The path with the segments of secret route parameters replaced: the route's pattern (such as
 * `/api/confirm/:token/email`) says which segments they are.
 */
function redactPath(path: string, routePattern: string | undefined): string {
  if (!routePattern?.includes(':')) return path;
  const patternSegments = routePattern.split('/');
  const pathSegments = path.split('/');
  // A pattern with a wildcard does not line up with the path segment by segment.
  if (patternSegments.length !== pathSegments.length) return path;
  return pathSegments
    .map((segment, index) => {
      const name = patternSegments[index]?.match(/^:(\w+)/)?.[1];
      return name && SECRET_PARAMETERS.has(name) ? REDACTED : segment;
    })
    .join('/');
}

/**
 * A request URL fit for the logs: secret path segments (by route parameter name) and secret
 * query parameters (by name) are replaced with `[redacted]`.
 *
 * @example
 * redactUrl('/api/confirm/abc123', '/api/confirm/:token'); // '/api/confirm/[redacted]'
 * redactUrl('/set-password?token=abc&userId=42'); // '/set-password?token=[redacted]&userId=42'
 */
export function redactUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = redactPath(path, routePattern);
  if (queryStart === -1) return redactedPath;
  return `${redactedPath}?${redactQuery(url.slice(queryStart + 1))}`;
}

/** Fastify's request serializer with the URL redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function isDataException(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string'
    ? code.startsWith(DATA_EXCEPTION_CLASS)
    : false;
}

/**
 * The message without values: Drizzle writes `Failed query: <sql>\nparams: <values>`, which is
 * rebuilt from its `query`; a data exception's quoted value is replaced.
 */
function messageWithoutValues(error: Error): string {
  const { query } = error as { query?: unknown };
  const drizzlePrefix = `Failed query: ${String(query)}\nparams: `;
  if (typeof query === 'string' && error.message.startsWith(drizzlePrefix)) {
    return `${drizzlePrefix}${REDACTED}`;
  }
  if (isDataException(error)) return error.message.replace(/"[^"]*"/g, `"${REDACTED}"`);
  return error.message;
}

/**
 * A copy of an error (and its causes) without the values of the SQL statement it ran: fit for
 * the logs of a clinic, where those values are patients' names, addresses and measurements.
 * The copy keeps the class, the SQL text with its placeholders, the SQLSTATE, the constraint
 * and the stack; the original error is left as it is.
 */
export function withoutSqlValues<T>(error: T, seen = new Map<Error, Error>()): T {
  if (!(error instanceof Error)) return error;
  const known = seen.get(error);
  if (known) return known as T;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error &
    Record<string, unknown>;
  seen.set(error, copy);
  const message = messageWithoutValues(error);
  for (const key of Object.keys(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    copy[key] = VALUE_PROPERTIES.has(key) ? REDACTED : withoutSqlValues(value, seen);
  }
  // message, stack and an ES2022 cause are own but not enumerable: set them as such.
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true });
  const stack = error.stack?.replace(error.message, message);
  Object.defineProperty(copy, 'stack', { value: stack, writable: true, configurable: true });
  if ('cause' in error && !Object.hasOwn(copy, 'cause')) {
    Object.defineProperty(copy, 'cause', {
      value: withoutSqlValues(error.cause, seen),
      writable: true,
      configurable: true,
    });
  }
  return copy as T;
}

/**
 * Pino serializers of the server's logger: request URLs without tokens, grants and capability
 * file names; errors without SQL values.
 */
export const logSerializers: NonNullable<FastifyLoggerOptions['serializers']> = {
  req: serializeRequest,
  err: (error) => stdSerializers.err(withoutSqlValues(error)),
};
