import { z } from 'zod';
import type { ErrorMessageKey } from '../messages/domainMessageKeys';
import { ApiErrorSchema } from '../schemas/errors';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, as the server checks it before the handler runs:
 * - `public`: anyone (sign-in, the links of mails, signed upload URLs, health);
 * - `signedIn`: a valid bearer token, else 401;
 * - `teamMember`: signed in and a member of the path's `:teamId`, else 403;
 * - `siteAdmin`: signed in with `administrator` in the user's role list (platform-core §6), else 403.
 *
 * What a member's role allows inside a clinic is not an access level: the route or its service
 * checks the permission matrix (docs/permissions.md).
 */
export type Access = 'public' | 'signedIn' | 'teamMember' | 'siteAdmin';

/** A request body that is not JSON: sent as is with one of these content types. */
export interface RawBody {
  /** The content types the server accepts; the client sends the first unless told otherwise. */
  readonly contentTypes: readonly [string, ...string[]];
  /** The largest body the server reads, in bytes; unset for streamed bodies it limits itself. */
  readonly maxBytes?: number;
}

/** What the client does with an endpoint's failures beyond the rules of platform-core §8. */
export interface ClientFlags {
  /** False for sign-in, whose 401 means wrong credentials rather than an expired token. */
  readonly expiresTokenOn401?: boolean;
  /** Replaces the message of every failed answer, e.g. 'Adding avatar failed.'. */
  readonly failureMessage?: { readonly text: string; readonly messageKey: ErrorMessageKey };
  /** The statuses counted as success; default 200, 201, 202 and 304 (platform-core §7). */
  readonly successStatuses?: readonly number[];
}

/** An endpoint's answers by status: its success status, and the error body for 4xx and 5xx. */
export interface Responses {
  readonly [status: number]: z.ZodType;
  readonly '4xx'?: z.ZodType;
  readonly '5xx'?: z.ZodType;
}

/**
 * One endpoint of the API: what the server registers (validation and serialisation from these
 * schemas, the guard from `access`), what the typed client calls and what the mock serves.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** The spec's path under the API's base (`/api`), with `:param` segments. */
  readonly path: `/${string}`;
  readonly access: Access;
  /** The path parameters: an object schema whose keys are exactly the path's `:param` names. */
  readonly params?: z.ZodType;
  /** GET parameters (strings on the wire; schemas coerce them). */
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /** A body sent as raw bytes instead of JSON (uploads). */
  readonly rawBody?: RawBody;
  readonly responses: Responses;
  /** The success answer is bytes (an image), not JSON. */
  readonly binaryAnswer?: boolean;
  readonly client?: ClientFlags;
}

/** A resource's endpoints by name: one typed table per resource. */
export type ContractGroup = Readonly<Record<string, Endpoint>>;

/** Every endpoint may answer the contract's error body with any 4xx or 5xx status. */
export const errorResponses = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;

/** The bytes of a binary answer (an avatar or a clinic logo). */
export const BinaryAnswerSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/**
 * Declares one endpoint, keeping its literal types for the server, the client and the mock.
 *
 * @example
 * const list = endpoint({
 *   method: 'GET',
 *   path: '/teams/:teamId/examinations/:examinationId/events',
 *   access: 'teamMember',
 *   params: ExaminationParamsSchema,
 *   query: EventsQuerySchema,
 *   responses: { 200: EventsResponseSchema, ...errorResponses },
 * });
 */
export function endpoint<const Entry extends Endpoint>(entry: Entry): Entry {
  return entry;
}

/** The success statuses an endpoint may declare. */
type SuccessStatus = 200 | 201 | 202 | 204;

/** The schema of an endpoint's success answer. */
export type SuccessSchema<Entry extends Endpoint> = Entry['responses'][Extract<
  keyof Entry['responses'],
  SuccessStatus
>];

/** The status and schema of an endpoint's success answer (its one 2xx response). */
export function successOf(entry: Endpoint): { status: number; schema: z.ZodType } {
  for (const [key, schema] of Object.entries(entry.responses)) {
    const status = Number(key);
    if (status >= 200 && status < 300) return { status, schema };
  }
  throw new Error(`${entry.method} ${entry.path} declares no success response`);
}

/** The `:param` names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/**
 * The path with its parameters filled in, each URL-encoded so ids and tokens cannot add
 * segments.
 *
 * @example
 * fillPath('/auth/reset/:token', { token: 'a/b' }); // '/auth/reset/a%2Fb'
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}
