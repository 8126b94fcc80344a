import type {
  FastifyInstance,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';

/** A route as `METHOD /path`, the path as registered with its prefix: `POST /api/login`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * What a guard adds to a route: a preHandler (after validation and authentication, so it reads
 * the parsed body and the signed-in user) and an onSend hook (sees the answer's status).
 */
export interface RouteGuard {
  preHandler: preHandlerAsyncHookHandler;
  onSend?: onSendHookHandler;
}

function appended<Hook>(existing: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  if (existing === undefined) return [hook];
  return [...(Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Adds a guard's hooks to each route the table names, whichever module registers the route.
 * The app fails to start when a named route was never registered: a renamed or moved route must
 * not silently lose its guard.
 *
 * Register before the routes (Fastify tells `onRoute` hooks only of routes added after them).
 *
 * @example
 * guardRoutes(app, 'password policy', { 'POST /api/users': 'password' }, (field) => ({
 *   preHandler: async (request) => refuseCommonPassword(request.body, field),
 * }));
 */
export function guardRoutes<Entry>(
  app: FastifyInstance,
  guardName: string,
  table: Partial<Record<RouteKey, Entry>>,
  guardFor: (entry: Entry, route: RouteKey) => RouteGuard,
): void {
  const unseen = new Set(Object.keys(table));
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}` as RouteKey;
      const entry = table[key];
      if (entry === undefined) continue;
      unseen.delete(key);
      const guard = guardFor(entry, key);
      route.preHandler = appended(route.preHandler, guard.preHandler);
      if (guard.onSend) route.onSend = appended(route.onSend, guard.onSend);
    }
  });
  app.addHook('onReady', async () => {
    if (unseen.size > 0) {
      throw new Error(`The ${guardName} names routes that do not exist: ${[...unseen].join(', ')}`);
    }
  });
}
