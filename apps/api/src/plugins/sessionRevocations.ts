import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { sessionRevocations, users } from '../db/schema';
import { tokenExpiredOrInvalid } from '../http/apiError';

/**
 * Refuses sign-in tokens issued before their user's sessions were revoked (patient reset logs
 * the patient out of all devices, clinical-domain §4), and tokens of deleted accounts. Checked on
 * every request that carries a valid bearer token, before any route's own authentication, so it
 * holds for every route. A token issued in the same second as the revocation is refused too:
 * `iat` has whole seconds.
 */
export const sessionRevocationsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const token = request.context.bearerToken;
      if (!token || !(await app.accessTokens.verifyAccessToken(token))) return;
      const { sub, iat } = decodeJwt(token);
      if (!sub || iat === undefined) return;
      const [account] = await app.db
        .select({ revokedAt: sessionRevocations.revokedAt })
        .from(users)
        .leftJoin(sessionRevocations, eq(sessionRevocations.userId, users.id))
        .where(eq(users.id, sub));
      if (!account) throw tokenExpiredOrInvalid();
      if (account.revokedAt && iat * 1000 <= account.revokedAt.getTime()) {
        throw tokenExpiredOrInvalid();
      }
    });
  },
  { name: 'session-revocations', dependencies: ['auth', 'db', 'request-context'] },
);
