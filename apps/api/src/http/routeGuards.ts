import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

/** A route as `METHOD /path`, the path as registered with its prefix: `POST /api/login`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * Adds a preHandler (after validation, so it reads the parsed body) to each route the table
 * names, whichever module registers the route. The app fails to start when a named route was
 * never registered: a renamed or moved route must not silently lose its guard.
 *
 * Register before the routes (Fastify tells `onRoute` hooks only of routes added after them).
 *
 * @example
 * guardRoutes(app, 'password policy', { 'POST /api/users': 'password' }, (field) =>
 *   async (request) => refuseCommonPassword(request.body, field));
 */
export function guardRoutes<Entry>(
  app: FastifyInstance,
  guardName: string,
  table: Partial<Record<RouteKey, Entry>>,
  guardFor: (entry: Entry, route: RouteKey) => preHandlerAsyncHookHandler,
): void {
  const unseen = new Set(Object.keys(table));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}` as RouteKey;
      const entry = table[key];
      if (entry === undefined) continue;
      unseen.delete(key);
      const existing = route.preHandler ?? [];
      route.preHandler = [
        ...(Array.isArray(existing) ? existing : [existing]),
        guardFor(entry, key),
      ];
    }
  });
  app.addHook('onReady', async () => {
    if (unseen.size > 0) {
      throw new Error(`The ${guardName} names routes that do not exist: ${[...unseen].join(', ')}`);
    }
  });
}
