import fp from 'fastify-plugin';
import { fieldFailed } from '../http/apiError';
import { guardConfiguredRoutes } from '../http/routeGuards';
import { isCommonPassword } from '../services/commonPasswords';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body field that carries a new password, on every call that sets one
     * (plugins/passwordPolicy.ts).
     */
    newPasswordField?: string;
  }
}

/**
 * Refuses common and trivial new passwords with the field error `passwordTooCommon`, before the
 * call does anything else (a refused reset does not spend its link). The shared schema already
 * refused what a client can check itself (length, only spaces, control characters, one repeated
 * character); the list of common passwords is the server's. A route asks for the check with
 * `config: { newPasswordField }`.
 */
export const passwordPolicyPlugin = fp(
  async (app) => {
    guardConfiguredRoutes(
      app,
      (config) => config.newPasswordField,
      (field) => ({
        preHandler: async (request) => {
          const password = (request.body as Record<string, unknown>)[field];
          if (typeof password === 'string' && (await isCommonPassword(password))) {
            throw fieldFailed(field, 'passwordTooCommon');
          }
        },
      }),
    );
  },
  { name: 'password-policy' },
);
