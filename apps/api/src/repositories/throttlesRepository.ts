import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { requestThrottles } from '../db/schema';

/** A counter after a hit: its hits in the current window and when that window ends. */
export interface ThrottleCount {
  hits: number;
  windowEndsAt: Date;
}

/** SQL of the request limits' counters (fixed windows, one row per key). */
export class ThrottlesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one hit in one statement, so concurrent requests of any process each get their own
   * count: a new key, or one whose window has ended, starts a window of `windowSeconds` at 1.
   */
  async hit(key: string, windowSeconds: number, now: Date): Promise<ThrottleCount> {
    const windowEndsAt = new Date(now.getTime() + windowSeconds * 1000);
    const windowEnded = sql`${requestThrottles.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(requestThrottles)
      .values({ key, hits: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: requestThrottles.key,
        set: {
          hits: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${requestThrottles.hits} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${windowEnded} THEN excluded.window_ends_at ELSE ${requestThrottles.windowEndsAt} END`,
        },
      })
      .returning({ hits: requestThrottles.hits, windowEndsAt: requestThrottles.windowEndsAt });
    if (!row) throw new Error('throttle upsert returned no row');
    return row;
  }

  /** Takes back one hit of a window that has not ended. */
  async forgive(key: string, now: Date): Promise<void> {
    await this.db
      .update(requestThrottles)
      .set({ hits: sql`${requestThrottles.hits} - 1` })
      .where(
        and(
          eq(requestThrottles.key, key),
          gt(requestThrottles.hits, 0),
          gt(requestThrottles.windowEndsAt, now),
        ),
      );
  }

  /** Forgets a counter, e.g. the failed sign-ins of one account from one address. */
  async clear(key: string): Promise<void> {
    await this.db.delete(requestThrottles).where(eq(requestThrottles.key, key));
  }

  /** Deletes the counters whose window has ended; answers how many. */
  async deleteEnded(now: Date): Promise<number> {
    const deleted = await this.db
      .delete(requestThrottles)
      .where(lte(requestThrottles.windowEndsAt, now))
      .returning({ key: requestThrottles.key });
    return deleted.length;
  }
}
