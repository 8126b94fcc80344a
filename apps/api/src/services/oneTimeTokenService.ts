import type { Database } from '../db/connect';
import type { UserTokenKind, UserTokenRow } from '../db/schema';
import type { UserTokensRepository } from '../repositories/userTokensRepository';
import {
  ONE_TIME_TOKEN_LIFETIMES_MS,
  generateOneTimeToken,
  hashOneTimeToken,
} from './oneTimeTokens';

export type TokenLookup =
  | { status: 'valid'; token: UserTokenRow }
  | { status: 'expired'; token: UserTokenRow }
  | { status: 'invalid' };

/** Issues and checks the one-time tokens of mailed links (confirm, reset, email change). */
export class OneTimeTokenService {
  constructor(private readonly tokens: UserTokensRepository) {}

  /** A new token replacing any unused one of the same kind; only its hash is stored. */
  async issue(
    userId: string,
    kind: UserTokenKind,
    tx: Database,
    payload: { email?: string } = {},
  ): Promise<string> {
    await this.tokens.retireUnused(userId, kind, tx);
    const token = generateOneTimeToken();
    await this.tokens.insert(
      {
        kind,
        userId,
        payload,
        tokenHash: hashOneTimeToken(token),
        expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_LIFETIMES_MS[kind]),
      },
      tx,
    );
    return token;
  }

  async lookUp(kind: UserTokenKind, token: string, tx?: Database): Promise<TokenLookup> {
    const row = await this.tokens.findByHash(kind, hashOneTimeToken(token), tx);
    if (!row || row.usedAt) return { status: 'invalid' };
    if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired', token: row };
    return { status: 'valid', token: row };
  }

  /** False when a concurrent request used the token first. */
  markUsed(row: UserTokenRow, tx: Database): Promise<boolean> {
    return this.tokens.markUsed(row.id, tx);
  }
}
