import { createHmac } from 'node:crypto';
import type { ThrottlesRepository } from '../repositories/throttlesRepository';

/** At most `max` counted requests per subject in a fixed window of `windowSeconds`. */
export interface ThrottleLimit {
  max: number;
  windowSeconds: number;
}

/** The request limits of the API, each counted per subject (an address, an account…). */
export interface ThrottleLimits {
  /** Failed sign-ins per client address. */
  loginFailuresPerAddress: ThrottleLimit;
  /** Failed sign-ins per account (its e-mail address), from anywhere. */
  loginFailuresPerAccount: ThrottleLimit;
  /** Failed sign-ins per account from one client address; a right password clears it. */
  loginFailuresPerAccountAndAddress: ThrottleLimit;
  /** Wrong passwords of a signed-in user (password change, account deletion). */
  passwordFailuresPerUser: ThrottleLimit;
  registrationsPerAddress: ThrottleLimit;
  /** Registrations of one e-mail address (each mails a confirmation link). */
  registrationsPerRecipient: ThrottleLimit;
  resetRequestsPerAddress: ThrottleLimit;
  /** Reset requests for one e-mail address (each may mail a link). */
  resetRequestsPerRecipient: ThrottleLimit;
  emailChangesPerAddress: ThrottleLimit;
  /** E-mail change requests to one new address (each mails it). */
  emailChangesPerRecipient: ThrottleLimit;
  /** The public checkout calls (state, the sandbox's page and outcome) per client address. */
  checkoutRequestsPerAddress: ThrottleLimit;
}

export type ThrottleLimitName = keyof ThrottleLimits;

/** One request counted against one limit for one subject. */
export interface ThrottleCheck {
  limit: ThrottleLimitName;
  subject: string;
}

/**
 * The request limits, counted in the database so that every API process shares them (fixed
 * windows; see ThrottlesRepository). Subjects are stored only as an HMAC under the server's
 * secret: the table holds no e-mail or client addresses.
 */
export class RequestThrottle {
  constructor(
    private readonly counters: ThrottlesRepository,
    private readonly limits: ThrottleLimits,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts one request against each check. Answers null when every count is within its limit;
   * otherwise the seconds until the last exceeded window ends, after taking back the hits on
   * the limits that were not exceeded, so a refused request spends no other budget (a client
   * over its address limit cannot use up an account's).
   */
  async hit(checks: readonly ThrottleCheck[]): Promise<number | null> {
    const now = this.now();
    const counted = await Promise.all(
      checks.map(async (check) => {
        const limit = this.limits[check.limit];
        const count = await this.counters.hit(this.keyOf(check), limit.windowSeconds, now);
        return { check, count, exceeded: count.hits > limit.max };
      }),
    );
    const exceeded = counted.filter((entry) => entry.exceeded);
    if (exceeded.length === 0) return null;
    await this.forgive(counted.filter((entry) => !entry.exceeded).map((entry) => entry.check));
    const waits = exceeded.map(({ count }) => count.windowEndsAt.getTime() - now.getTime());
    return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  }

  /** Takes back one hit of each check (a request that turned out not to count). */
  async forgive(checks: readonly ThrottleCheck[]): Promise<void> {
    const now = this.now();
    await Promise.all(checks.map((check) => this.counters.forgive(this.keyOf(check), now)));
  }

  /** Starts the counts of these checks over. */
  async clear(checks: readonly ThrottleCheck[]): Promise<void> {
    await Promise.all(checks.map((check) => this.counters.clear(this.keyOf(check))));
  }

  /** Deletes the counters whose window has ended; answers how many. */
  sweep(): Promise<number> {
    return this.counters.deleteEnded(this.now());
  }

  private keyOf({ limit, subject }: ThrottleCheck): string {
    return createHmac('sha256', this.secret).update(`${limit}\n${subject}`).digest('base64url');
  }
}
