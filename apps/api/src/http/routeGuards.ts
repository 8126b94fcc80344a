import type {
  FastifyContextConfig,
  FastifyInstance,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';

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
 * Adds a guard's hooks to every route whose config asks for it, whichever module registers the
 * route: a route states its request limit or password policy where it is declared (through
 * `implementRoutes`' policies), so moving or renaming it cannot lose the guard.
 *
 * Register before the routes (Fastify tells `onRoute` hooks only of routes added after them).
 *
 * @example
 * guardConfiguredRoutes(app, (config) => config.newPasswordField, (field) => ({
 *   preHandler: async (request) => refuseCommonPassword(request.body, field),
 * }));
 */
export function guardConfiguredRoutes<Setting>(
  app: FastifyInstance,
  settingOf: (config: FastifyContextConfig) => Setting | undefined,
  guardFor: (setting: Setting) => RouteGuard,
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const setting = route.config ? settingOf(route.config) : undefined;
    if (setting === undefined) return;
    const guard = guardFor(setting);
    route.preHandler = appended(route.preHandler, guard.preHandler);
    if (guard.onSend) route.onSend = appended(route.onSend, guard.onSend);
  });
}
