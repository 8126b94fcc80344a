import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { weights } from '../db/schema';
import type { WeightRow } from '../db/schema';

/** SQL on users' body weight measurements. Every method takes an optional transaction. */
export class WeightsRepository {
  constructor(private readonly db: Database) {}

  async insert(
    weight: { userId: string; value: number; date: Date },
    tx: Database = this.db,
  ): Promise<WeightRow> {
    const [row] = await tx.insert(weights).values(weight).returning();
    if (!row) throw new Error('Inserting a weight returned no row');
    return row;
  }

  /** Deletes the user's measurement; answers whether there was one. */
  async delete(userId: string, id: string, tx: Database = this.db): Promise<boolean> {
    const deleted = await tx
      .delete(weights)
      .where(and(eq(weights.userId, userId), eq(weights.id, id)))
      .returning({ id: weights.id });
    return deleted.length > 0;
  }

  /** A page of the user's measurements, newest first, and their total. */
  async list(
    userId: string,
    offset: number,
    limit: number,
    tx: Database = this.db,
  ): Promise<{ rows: WeightRow[]; total: number }> {
    const rows = await tx
      .select()
      .from(weights)
      .where(eq(weights.userId, userId))
      .orderBy(desc(weights.date), desc(weights.createdAt))
      .limit(limit)
      .offset(offset);
    const [counted] = await tx
      .select({ total: count() })
      .from(weights)
      .where(eq(weights.userId, userId));
    return { rows, total: counted?.total ?? 0 };
  }
}
