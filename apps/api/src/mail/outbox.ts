import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '@telemed/domain';

/**
 * Mails of a server without SMTP: each one as `<id>.eml` (the exact message, openable in any mail
 * client) and `<id>.json` (what GET /api/dev/outbox lists).
 */
export class Outbox {
  constructor(readonly directory: string) {}

  async store(mail: Omit<OutboxMail, 'id' | 'date'>, eml: Buffer): Promise<OutboxMail> {
    await mkdir(this.directory, { recursive: true });
    const date = new Date();
    // Time first so names sort by sending order; the random part keeps same-millisecond mails apart.
    const id = `${date.getTime().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
    const stored: OutboxMail = { id, date: date.toISOString(), ...mail };
    await writeFile(path.join(this.directory, `${id}.eml`), eml);
    await writeFile(path.join(this.directory, `${id}.json`), JSON.stringify(stored, null, 2));
    return stored;
  }

  /** Every stored mail, newest first. */
  async list(): Promise<OutboxMail[]> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return [];
    }
    const jsonNames = names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    return Promise.all(
      jsonNames.map(
        async (name) =>
          JSON.parse(await readFile(path.join(this.directory, name), 'utf8')) as OutboxMail,
      ),
    );
  }
}
