import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { sessions } from '../db/schema';
import type { SessionRow } from '../db/schema';

/** SQL on sign-in sessions. Every method takes an optional transaction. */
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async insert(userId: string, expiresAt: Date, tx: Database = this.db): Promise<SessionRow> {
    const [row] = await tx.insert(sessions).values({ userId, expiresAt }).returning();
    if (!row) throw new Error('Inserting a session returned no row');
    return row;
  }

  /** Whether the user's session neither ended nor expired: one indexed lookup per request. */
  async isActive(sessionId: string, userId: string, tx: Database = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    return row !== undefined;
  }

  /** Ends one session; false when it had already ended. */
  async end(sessionId: string, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /** Ends every going session of the user, but `exceptSessionId` when given. */
  async endAllOf(userId: string, exceptSessionId?: string, tx: Database = this.db): Promise<void> {
    const conditions: SQL[] = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
    if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
    await tx
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(and(...conditions));
  }

  /** Forgets the user's expired sessions: their tokens are refused by their own expiry anyway. */
  async deleteExpiredOf(userId: string, tx: Database = this.db): Promise<void> {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
  }
}
