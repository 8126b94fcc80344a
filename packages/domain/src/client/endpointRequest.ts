import type { z } from 'zod';
import { fillPath, successOf } from '../contract/endpoint';
import type { Endpoint, SuccessSchema } from '../contract/endpoint';
import type { CallOptions, RequestSpec } from './requestSpec';
import type { Query } from './buildUrl';

/** `{ [key]: value }`, optional when an empty object is a valid value. */
type OptionalWhenEmpty<Key extends string, Value> = object extends Value
  ? { [K in Key]?: Value }
  : { [K in Key]: Value };

/** The input type of one request part of an endpoint, or nothing when it has none. */
type PartInput<Entry, Part extends 'params' | 'query' | 'body'> = Entry extends {
  [Key in Part]: infer Schema extends z.ZodType;
}
  ? OptionalWhenEmpty<Part, z.input<Schema>>
  : unknown;

/** The bytes of an upload and, when the endpoint accepts several, their content type. */
export interface RawBodyInput {
  content: BodyInit;
  /** Default: the first content type the endpoint accepts. */
  contentType?: string;
}

/**
 * What a call of an endpoint takes: its path parameters, query and body as the contract's
 * schemas accept them (the raw bytes for uploads).
 *
 * @example
 * const input: CallInput<typeof eventsContract.list> = {
 *   params: { teamId, examinationId },
 *   query: { startDate, endDate },
 * };
 */
export type CallInput<Entry extends Endpoint> = PartInput<Entry, 'params'> &
  PartInput<Entry, 'query'> &
  PartInput<Entry, 'body'> &
  (Entry extends { rawBody: object } ? { rawBody: RawBodyInput } : unknown);

/** Whether an endpoint takes any input: path parameters, a query or a body. */
type HasInput<Entry> = Entry extends
  { params: object } | { query: object } | { body: object } | { rawBody: object }
  ? true
  : false;

/**
 * A call's arguments: the input (optional when nothing in it is required) and the options; only
 * the options for an endpoint that takes no input.
 */
export type CallArgs<Entry extends Endpoint> =
  HasInput<Entry> extends false
    ? [options?: CallOptions]
    : object extends CallInput<Entry>
      ? [input?: CallInput<Entry>, options?: CallOptions]
      : [input: CallInput<Entry>, options?: CallOptions];

/** What a call of an endpoint resolves with: its success answer as the contract parses it. */
export type CallAnswer<Entry extends Endpoint> = z.output<SuccessSchema<Entry>>;

/** The request parts a call's input may hold, untyped. */
interface LooseInput {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
  rawBody?: RawBodyInput;
}

/** Splits a call's arguments into its input and its options (see {@link CallArgs}). */
export function callParts(
  entry: Endpoint,
  args: readonly unknown[],
): { input: unknown; options: CallOptions | undefined } {
  const takesInput = Boolean(entry.params ?? entry.query ?? entry.body ?? entry.rawBody);
  return takesInput
    ? { input: args[0], options: args[1] as CallOptions | undefined }
    : { input: undefined, options: args[0] as CallOptions | undefined };
}

/**
 * The request {@link ApiCore.request} sends for one call of an endpoint: the path filled in
 * (relative to the base URL), the parts of the input, the success schema and the client flags.
 */
export function endpointRequest(
  entry: Endpoint,
  input: unknown,
  options: CallOptions = {},
): RequestSpec<z.ZodType> {
  const { params, query, body, rawBody } = (input ?? {}) as LooseInput;
  return {
    ...options,
    ...entry.client,
    method: entry.method,
    path: fillPath(entry.path, params).slice(1),
    query,
    body,
    rawBody:
      rawBody && entry.rawBody
        ? {
            content: rawBody.content,
            contentType: rawBody.contentType ?? entry.rawBody.contentTypes[0],
          }
        : undefined,
    schema: successOf(entry).schema,
    binaryAnswer: entry.binaryAnswer,
  };
}
