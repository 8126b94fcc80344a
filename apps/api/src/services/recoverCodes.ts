import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { RECOVER_CODE_LENGTH } from '@telemed/domain';
import type { RecoverCode } from '@telemed/domain';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError } from '../http/apiError';
import type { PaymentsRepository } from '../repositories/paymentsRepository';

/** New codes tried when one collides with another user's. */
const ATTEMPTS = 5;

/** A key for one purpose, derived from the server's secret. */
function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`telemed recover codes: ${purpose}`).digest();
}

/**
 * The recover codes of the mobile app (docs/decisions.md "Payments"): eight digits per user, shown
 * again on the subscription page, so stored encrypted (AES-256-GCM) rather than hashed, with an
 * HMAC beside it that keeps codes unique and lets the app's look-up find a code without
 * decrypting every row. A database dump without the server's secret reveals no code.
 */
export class RecoverCodes {
  private readonly encryptionKey: Buffer;
  private readonly lookupKey: Buffer;

  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsRepository,
    secret: string,
  ) {
    this.encryptionKey = derivedKey(secret, 'encryption');
    this.lookupKey = derivedKey(secret, 'lookup');
  }

  /** The user's code; 404 `RECOVER_CODE_NOT_FOUND` before a plan made them a patient. */
  async read(userId: string): Promise<RecoverCode> {
    const row = await this.payments.findRecoverCode(userId);
    if (!row) throw new ApiError(404, 'RECOVER_CODE_NOT_FOUND');
    return { code: this.decrypt(row.codeCiphertext), createdAt: row.createdAt.toISOString() };
  }

  /** The user's code, made on first need (a plan's confirmation). */
  async ensure(userId: string, tx: Database = this.db): Promise<string> {
    const row = await this.payments.findRecoverCode(userId, tx);
    if (row) return this.decrypt(row.codeCiphertext);
    return (await this.regenerate(userId, tx)).code;
  }

  /** A new code for the user; the one before stops working. */
  async regenerate(userId: string, tx: Database = this.db): Promise<RecoverCode> {
    for (let attempt = 1; ; attempt += 1) {
      const code = String(randomInt(0, 10 ** RECOVER_CODE_LENGTH)).padStart(
        RECOVER_CODE_LENGTH,
        '0',
      );
      try {
        // A savepoint, so a collision leaves the caller's transaction usable for the next try.
        const row = await tx.transaction((savepoint) =>
          this.payments.storeRecoverCode(
            { userId, codeCiphertext: this.encrypt(code), codeHmac: this.lookupHmac(code) },
            savepoint,
          ),
        );
        return { code, createdAt: row.createdAt.toISOString() };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  private lookupHmac(code: string): string {
    return createHmac('sha256', this.lookupKey).update(code).digest('hex');
  }

  private encrypt(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join('.');
  }

  private decrypt(stored: string): string {
    const [iv = '', tag = '', ciphertext = ''] = stored.split('.');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  }
}
