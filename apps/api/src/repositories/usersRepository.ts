import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { teamMembers, users } from '../db/schema';
import type { NewUserRow, UserRow } from '../db/schema';

/** SQL on the users table. Every method takes an optional transaction. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string, tx: Database = this.db): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async findByEmail(email: string, tx: Database = this.db): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  }

  async insert(user: NewUserRow, tx: Database = this.db): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values({ ...user, email: user.email.toLowerCase() })
      .returning();
    if (!row) throw new Error('Inserting a user returned no row');
    return row;
  }

  async update(
    id: string,
    changes: Partial<Omit<NewUserRow, 'id' | 'createdAt'>>,
    tx: Database = this.db,
  ): Promise<UserRow> {
    const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`User ${id} vanished during an update`);
    return row;
  }

  /** Deletes the user; memberships, tokens and weights go with it (foreign keys). */
  async delete(id: string, tx: Database = this.db): Promise<void> {
    await tx.delete(users).where(eq(users.id, id));
  }

  /**
   * Deletes the patient accounts the clinic created that nobody claimed (never confirmed) and
   * that belong to no other clinic: they held only the clinic's data. Answers their avatar keys.
   */
  async deleteUnclaimedMadeBy(teamId: string, tx: Database = this.db): Promise<string[]> {
    const rows = await tx
      .delete(users)
      .where(
        and(
          eq(users.createdByTeamId, teamId),
          isNull(users.confirmedAt),
          notExists(
            tx
              .select({ id: teamMembers.id })
              .from(teamMembers)
              .where(and(eq(teamMembers.userId, users.id), ne(teamMembers.teamId, teamId))),
          ),
        ),
      )
      .returning({ avatarKey: users.avatarKey });
    return rows.flatMap((row) => (row.avatarKey ? [row.avatarKey] : []));
  }

  async count(tx: Database = this.db): Promise<number> {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  }
}
