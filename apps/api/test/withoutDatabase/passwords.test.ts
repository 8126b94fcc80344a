import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../src/services/passwords';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(10);

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('Zażółć-gęślą-jaźń');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.verify('Zażółć-gęślą-jaźń', hash)).toBe(true);
    expect(await hasher.verify('zażółć-gęślą-jaźń', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('verifies hashes made with another cost', async () => {
    const stronger = await new PasswordHasher(12).hash('portable');
    expect(await hasher.verify('portable', stronger)).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    expect(await hasher.verify('x', 'plain-text')).toBe(false);
    expect(await hasher.verify('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('refuses unreasonable costs', () => {
    expect(() => new PasswordHasher(4)).toThrow(
      'Password hash cost must be an integer from 10 to 20, got 4',
    );
  });
});
