import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { userTokens } from '../db/schema';
import type { UserTokenKind, UserTokenRow } from '../db/schema';

export interface NewUserToken {
  kind: UserTokenKind;
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  payload?: { email?: string };
}

/** SQL on one-time tokens (stored hashed). Every method takes an optional transaction. */
export class UserTokensRepository {
  constructor(private readonly db: Database) {}

  async insert(token: NewUserToken, tx: Database = this.db): Promise<void> {
    await tx.insert(userTokens).values({ ...token, payload: token.payload ?? {} });
  }

  async findByHash(
    kind: UserTokenKind,
    tokenHash: string,
    tx: Database = this.db,
  ): Promise<UserTokenRow | null> {
    const [row] = await tx
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.kind, kind), eq(userTokens.tokenHash, tokenHash)));
    return row ?? null;
  }

  /**
   * Marks the token used if nobody else did first; false when it was already used. The
   * `used_at IS NULL` condition makes two concurrent uses of one link succeed at most once.
   */
  async markUsed(id: string, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    return rows.length === 1;
  }

  /** Retires every unused token of a kind, e.g. older reset links once a new one is mailed. */
  async retireUnused(userId: string, kind: UserTokenKind, tx: Database = this.db): Promise<void> {
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
      );
  }
}
