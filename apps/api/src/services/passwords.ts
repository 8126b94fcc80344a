import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** log2 of scrypt's cost N; 2^15 with r=8 needs 32 MiB and ~100 ms per hash. */
export const DEFAULT_PASSWORD_HASH_COST = 15;

function deriveKey(
  password: string,
  salt: Buffer,
  options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>,
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is exactly too small for 2^15.
  const maxmem = 256 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt with a 16-byte random salt per password, stored as `scrypt$N$r$p$salt$hash` so the cost
 * can be raised later without breaking existing hashes (each is verified with its own N).
 */
export class PasswordHasher {
  private readonly cost: number;

  /** @param costLog2 log2 of N, 10-20; tests lower it to stay fast. */
  constructor(costLog2 = DEFAULT_PASSWORD_HASH_COST) {
    if (!Number.isInteger(costLog2) || costLog2 < 10 || costLog2 > 20) {
      throw new Error(`Password hash cost must be an integer from 10 to 20, got ${costLog2}`);
    }
    this.cost = 2 ** costLog2;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await deriveKey(password, salt, { N: this.cost, r: BLOCK_SIZE, p: PARALLELISM });
    return [
      'scrypt',
      this.cost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  /** Compares in constant time; a malformed stored hash never matches. */
  async verify(password: string, storedHash: string): Promise<boolean> {
    const [scheme, N, r, p, salt, hash] = storedHash.split('$');
    if (scheme !== 'scrypt' || !N || !r || !p || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
      N: Number(N),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
