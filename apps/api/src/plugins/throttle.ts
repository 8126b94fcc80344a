import { tooManyRequestsMessage } from '@telemed/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/apiError';
import { guardConfiguredRoutes } from '../http/routeGuards';
import type { ThrottleCheck, ThrottleLimitName } from '../services/requestThrottle';

/** Whom a request is counted for. */
type Subject = (request: FastifyRequest) => string;

/** The client's address (from X-Forwarded-For only with TRUST_PROXY). */
const clientAddress: Subject = (request) => request.ip;
/** The e-mail address the body names (validated and lowercased by then). */
const bodyEmail: Subject = (request) => String((request.body as { email?: unknown }).email);
const signedInUser: Subject = (request) => request.userId;

interface ThrottleRule {
  checks: readonly { limit: ThrottleLimitName; subject: Subject }[];
  /**
   * Only answers with this status count (a wrong password); the others are taken back, so
   * people who sign in correctly never use up their address's limit.
   */
  countsOnlyStatus?: number;
  /** Limits that a successful answer starts over (a right password clears its account+address). */
  clearedBySuccess?: readonly ThrottleLimitName[];
}

/**
 * The request limits a route can ask for with `config: { throttle }`. A request over any of its
 * limits answers 429 with Retry-After before the call does anything (before the password is even
 * checked).
 */
const THROTTLE_RULES = {
  /** POST login: failed sign-ins per address, per account and per account+address. */
  signIn: {
    checks: [
      { limit: 'loginFailuresPerAddress', subject: clientAddress },
      { limit: 'loginFailuresPerAccount', subject: bodyEmail },
      {
        limit: 'loginFailuresPerAccountAndAddress',
        subject: (request) => `${bodyEmail(request)}\n${clientAddress(request)}`,
      },
    ],
    countsOnlyStatus: 401,
    clearedBySuccess: ['loginFailuresPerAccountAndAddress'],
  },
  /** A signed-in user's password check (password change, account or clinic deletion). */
  passwordCheck: {
    checks: [{ limit: 'passwordFailuresPerUser', subject: signedInUser }],
    countsOnlyStatus: 400,
  },
  /** POST users: registrations per client address and per registered address. */
  registration: {
    checks: [
      { limit: 'registrationsPerAddress', subject: clientAddress },
      { limit: 'registrationsPerRecipient', subject: bodyEmail },
    ],
  },
  /** POST forget: reset requests per client address and per address asked for. */
  resetRequest: {
    checks: [
      { limit: 'resetRequestsPerAddress', subject: clientAddress },
      { limit: 'resetRequestsPerRecipient', subject: bodyEmail },
    ],
  },
  /** POST users/me/email: change requests per client address and per new address. */
  emailChange: {
    checks: [
      { limit: 'emailChangesPerAddress', subject: clientAddress },
      { limit: 'emailChangesPerRecipient', subject: bodyEmail },
    ],
  },
  /** The public checkout calls (state, the sandbox's page and outcome): per client address. */
  checkout: {
    checks: [{ limit: 'checkoutRequestsPerAddress', subject: clientAddress }],
  },
} satisfies Record<string, ThrottleRule>;

/** The name of a request limit rule, as a route's `config.throttle` gives it. */
type ThrottleRuleName = keyof typeof THROTTLE_RULES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request limits the route counts against (plugins/throttle.ts). */
    throttle?: ThrottleRuleName;
  }
}

/** Counters' rows whose window ended are deleted this often. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Limits sign-ins, password checks, registrations, reset and e-mail change requests per client
 * address and per account or target address, counted in the database (every API process shares
 * the counts), and sweeps the ended counters.
 */
export const throttlePlugin = fp(
  async (app) => {
    const throttle = app.requestThrottle;
    /** The checks a request was counted against, until its answer says whether it counts. */
    const pending = new WeakMap<FastifyRequest, ThrottleCheck[]>();

    guardConfiguredRoutes(
      app,
      (config) => config.throttle,
      (ruleName) => {
        const rule: ThrottleRule = THROTTLE_RULES[ruleName];
        return {
          preHandler: async (request, reply) => {
            const checks = rule.checks.map(({ limit, subject }) => ({
              limit,
              subject: subject(request),
            }));
            const retryAfterSeconds = await throttle.hit(checks);
            if (retryAfterSeconds !== null) {
              reply.header('retry-after', String(retryAfterSeconds));
              throw new ApiError(
                429,
                'TOO_MANY_REQUESTS',
                tooManyRequestsMessage(retryAfterSeconds),
              );
            }
            if (rule.countsOnlyStatus !== undefined) pending.set(request, checks);
          },
          // onSend, not onResponse: the counts are settled before the client can send its next try.
          onSend: async (request, reply, payload) => {
            const checks = pending.get(request);
            pending.delete(request);
            if (!checks || reply.statusCode === rule.countsOnlyStatus) return payload;
            const succeeded = reply.statusCode < 300;
            const cleared = checks.filter(
              (check) => succeeded && rule.clearedBySuccess?.includes(check.limit),
            );
            await throttle.clear(cleared);
            await throttle.forgive(checks.filter((check) => !cleared.includes(check)));
            return payload;
          },
        };
      },
    );

    const sweeper = setInterval(() => {
      throttle.sweep().catch((error: unknown) => {
        app.log.warn({ err: error }, 'Ended request-limit counters could not be deleted');
      });
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();
    app.addHook('preClose', async () => clearInterval(sweeper));
  },
  { name: 'throttle', dependencies: ['services'] },
);
