import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../src/db/connect';
import type { Database } from '../../src/db/connect';
import { findMigrationsFolder } from '../../src/db/migrationsFolder';

/**
 * Tests one migration on data written the way the schema was before it: `run` gets an empty
 * in-memory PGlite migrated up to (not including) the migration whose tag starts with `tag`
 * (e.g. '0012'), writes its rows, then calls `migrateTheRest()` and checks what the migration
 * made of them. The earlier migrations are applied from a copy of the folder whose journal stops
 * before `tag`; everything is removed afterwards.
 */
export async function withDatabaseBefore(
  tag: string,
  run: (db: Database, migrateTheRest: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const folder = findMigrationsFolder();
  const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  const connection = await connectDatabase({ kind: 'pglite', dataDir: null });
  try {
    await cp(folder, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.tag < tag);
    await writeFile(journalPath, JSON.stringify(journal));
    await connection.migrate(before);
    await run(connection.db, () => connection.migrate(folder));
  } finally {
    await connection.close();
    await rm(before, { recursive: true, force: true });
  }
}
