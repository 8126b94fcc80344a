import type { z } from 'zod';
import type { HttpMethod } from '../contract/endpoint';
import type { ErrorMessageKey } from '../messages/domainMessageKeys';
import type { Query } from './buildUrl';
import type { UploadProgressListener } from './fetchWithUploadProgress';

/** Options every call method accepts. */
export interface CallOptions {
  /** Aborts the call; it then rejects with an `ApiRequestError` 'aborted', status 0. */
  signal?: AbortSignal;
  /** Sent as the `Scope` header, overriding the client's scope. */
  scope?: string;
  /** Told how much of an upload's body was sent (browsers only: the request goes by XHR). */
  onUploadProgress?: UploadProgressListener;
}

/** One request, as {@link ApiCore.call} derives it from a contract entry. */
export interface RequestSpec<Schema extends z.ZodType> extends CallOptions {
  method: HttpMethod;
  /** Relative to the base URL (`users/me`), or an absolute path on its origin (`/api/uploads/...`). */
  path: string;
  /** GET parameters. */
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with its own content type, instead of a JSON body. */
  rawBody?: { content: BodyInit; contentType: string };
  /** Parses the answer's body. */
  schema: Schema;
  /** The success answer is bytes (an image), handed to `schema` as a Uint8Array. */
  binaryAnswer?: boolean;
  /** Defaults to 200, 201, 202 and 304 (platform-core §7). */
  successStatuses?: readonly number[];
  /** False for sign-in, whose 401 means wrong credentials. Default true. */
  expiresTokenOn401?: boolean;
  /** Replaces the message of a failed answer. */
  failureMessage?: { text: string; messageKey: ErrorMessageKey };
}
