import type { Database } from '../db/connect';
import type { SessionsRepository } from '../repositories/sessionsRepository';
import type { AccessEndings, EndedSessions } from './accessEndings';
import type { AccessTokenClaims, AccessTokens } from './accessTokens';

/** A session id is a UUID; anything else in a token's `jti` cannot name one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sign-in sessions: one per sign-in, named by its token. A request is let in only while its
 * session neither ended nor expired, checked in the database on every request (one indexed
 * lookup), so an ending holds at once on every API process.
 */
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly accessTokens: AccessTokens,
    private readonly accessEndings: AccessEndings,
    private readonly lifetimeSeconds: number,
  ) {}

  /** Opens a session for the user and answers its token. */
  async start(userId: string, tx?: Database): Promise<string> {
    await this.sessions.deleteExpiredOf(userId, tx);
    const expiresAt = new Date(Date.now() + this.lifetimeSeconds * 1000);
    const session = await this.sessions.insert(userId, expiresAt, tx);
    return this.accessTokens.signAccessToken(session);
  }

  /** The user and session of a token whose session is going; null for any other token. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const claims = await this.accessTokens.verifyAccessToken(token);
    if (!claims || !UUID.test(claims.sessionId)) return null;
    return (await this.sessions.isActive(claims.sessionId, claims.userId)) ? claims : null;
  }

  /** Logout: ends this one session; the user's other devices stay signed in. */
  async end(claims: AccessTokenClaims): Promise<void> {
    await this.sessions.end(claims.sessionId);
    this.announce({ userId: claims.userId, sessionId: claims.sessionId });
  }

  /**
   * Ends every session of the user but `exceptSessionId`, inside the caller's transaction.
   * Answers what ended: pass it to {@link announce} once the transaction committed.
   */
  async endAll(
    userId: string,
    exceptSessionId: string | undefined,
    tx?: Database,
  ): Promise<EndedSessions> {
    await this.sessions.endAllOf(userId, exceptSessionId, tx);
    const ended: EndedSessions = exceptSessionId ? { userId, exceptSessionId } : { userId };
    return ended;
  }

  /** Tells the socket server which sessions ended, so their sockets close. */
  announce(ended: EndedSessions): void {
    this.accessEndings.sessionsEnded(ended);
  }
}
