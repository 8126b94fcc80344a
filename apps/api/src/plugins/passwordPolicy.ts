import fp from 'fastify-plugin';
import { fieldFailed } from '../http/apiError';
import { guardRoutes } from '../http/routeGuards';
import type { RouteKey } from '../http/routeGuards';
import { isCommonPassword } from '../services/commonPasswords';

/**
 * Every call that sets a password, and the body field that carries it. The shared schema already
 * refused what a client can check itself (length, only spaces, control characters, one repeated
 * character); the list of common passwords is the server's.
 */
const NEW_PASSWORD_FIELDS: Partial<Record<RouteKey, string>> = {
  'POST /api/users': 'password',
  'POST /api/auth/reset/:token': 'password',
  'POST /api/user/:userId/password': 'password',
  'POST /api/users/me/password': 'newPassword',
};

/**
 * Refuses common and trivial new passwords with the field error `passwordTooCommon`, before the
 * call does anything else (a refused reset does not spend its link).
 */
export const passwordPolicyPlugin = fp(
  async (app) => {
    guardRoutes(app, 'password policy', NEW_PASSWORD_FIELDS, (field) => ({
      preHandler: async (request) => {
        const password = (request.body as Record<string, unknown>)[field];
        if (typeof password === 'string' && (await isCommonPassword(password))) {
          throw fieldFailed(field, 'passwordTooCommon');
        }
      },
    }));
  },
  { name: 'password-policy' },
);
