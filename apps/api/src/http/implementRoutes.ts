import { successOf } from '@telemed/domain';
import type { ContractGroup, Endpoint, SuccessSchema } from '@telemed/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';

/** The parsed (output) type of one request part of an endpoint, `undefined` when it has none. */
type PartOf<Entry, Part extends 'params' | 'query' | 'body'> = Entry extends {
  [Key in Part]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

/**
 * A handler's request: params, query and body as the endpoint's schemas parsed them. A raw body
 * (an upload) is whatever its content-type parser hands over: a Buffer, or a stream.
 */
export type ContractRequest<Entry extends Endpoint> = FastifyRequest<{
  Params: PartOf<Entry, 'params'>;
  Querystring: PartOf<Entry, 'query'>;
  Body: Entry extends { rawBody: object } ? unknown : PartOf<Entry, 'body'>;
}>;

/**
 * What a handler answers: the success body — for a binary answer its bytes, or a stream of them
 * for a file too large to hold (the client receives the bytes either way).
 */
type HandlerAnswer<Entry extends Endpoint> = Entry extends { binaryAnswer: true }
  ? Uint8Array | Readable
  : z.input<SuccessSchema<Entry>>;

/**
 * Answers one endpoint: resolves with its success body (sent with the endpoint's success status
 * and checked against its schema), or throws an ApiError. `reply` is there for headers.
 */
export type RouteHandler<Entry extends Endpoint> = (
  request: ContractRequest<Entry>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<Entry>>;

/** One handler per endpoint of the group: a missing one is a type error. */
export type RouteHandlers<Group extends ContractGroup> = {
  readonly [Name in keyof Group]: RouteHandler<Group[Name]>;
};

/** What the server adds to one route beyond its contract entry. */
export interface RoutePolicy {
  /** Runs after the access guard, e.g. the permission a member's role needs. */
  preHandler?: preHandlerHookHandler;
  /**
   * Route config the plugins read as the route is registered: `throttle` names its request limits
   * (plugins/throttle.ts), `newPasswordField` the body field the password policy checks
   * (plugins/passwordPolicy.ts).
   */
  config?: RouteShorthandOptions['config'];
}

/** Route policies by endpoint name. */
export type RoutePolicies<Group extends ContractGroup> = {
  readonly [Name in keyof Group]?: RoutePolicy;
};

function accessGuards(
  app: FastifyInstance,
  entry: Endpoint,
): { onRequest: onRequestHookHandler[]; preHandler: preHandlerHookHandler[] } {
  switch (entry.access) {
    case 'public':
      return { onRequest: [], preHandler: [] };
    case 'signedIn':
      return { onRequest: [app.authenticate], preHandler: [] };
    case 'teamMember':
      return { onRequest: [app.authenticate], preHandler: [app.requireTeamMember] };
    case 'siteAdmin':
      return { onRequest: [app.authenticate], preHandler: [app.requireSiteAdministrator] };
  }
}

/**
 * Registers the routes of one contract group: method, path, validation and serialisation from
 * each entry's schemas, the guard from its `access` (authentication before the body is read,
 * membership after validation), and the given handler, whose answer goes out with the entry's
 * success status.
 *
 * @example
 * implementRoutes(app, eventsContract, {
 *   list: async (request) => app.eventsService.list(...),
 *   ...
 * });
 */
export function implementRoutes<Group extends ContractGroup>(
  app: FastifyInstance,
  group: Group,
  handlers: RouteHandlers<Group>,
  policies: RoutePolicies<Group> = {},
): void {
  for (const [name, entry] of Object.entries(group)) {
    const handler = (handlers as unknown as Record<string, RouteHandler<Endpoint>>)[name];
    if (!handler) throw new Error(`No handler for ${entry.method} ${entry.path}`);
    const policy: RoutePolicy = policies[name] ?? {};
    const guards = accessGuards(app, entry);
    const { status } = successOf(entry);
    app.route({
      method: entry.method,
      url: entry.path,
      onRequest: guards.onRequest,
      preHandler: policy.preHandler ? [...guards.preHandler, policy.preHandler] : guards.preHandler,
      ...(policy.config ? { config: policy.config } : {}),
      ...(entry.rawBody?.maxBytes ? { bodyLimit: entry.rawBody.maxBytes } : {}),
      schema: {
        ...(entry.params ? { params: entry.params } : {}),
        ...(entry.query ? { querystring: entry.query } : {}),
        ...(entry.body ? { body: entry.body } : {}),
        response: entry.responses,
      },
      handler: async (request, reply) => {
        const answer = await handler(request as ContractRequest<Endpoint>, reply);
        reply.status(status);
        return answer;
      },
    });
  }
}
