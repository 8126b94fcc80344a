import { eq } from 'drizzle-orm';
import { userTokens } from '../../src/db/schema';
import { hashOneTimeToken } from '../../src/services/oneTimeTokens';
import type { TestApp } from './testApp';

/** Moves a mailed token's expiry into the past, as if its link had waited too long. */
export async function expireOneTimeToken(testApp: TestApp, token: string): Promise<void> {
  await testApp.app.db
    .update(userTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(userTokens.tokenHash, hashOneTimeToken(token)));
}
