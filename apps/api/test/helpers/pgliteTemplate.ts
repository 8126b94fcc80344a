import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../src/db/connect';
import { findMigrationsFolder } from '../../src/db/migrationsFolder';

/** Fingerprint of the migrations and the PGlite version, so a changed schema gets a new template. */
async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = path.join(
    migrationsFolder,
    '..',
    'node_modules/@electric-sql/pglite/package.json',
  );
  hash.update(await readFile(pglitePackage));
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name))) {
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function createTemplate(): Promise<Blob> {
  const connection = await connectDatabase({ kind: 'pglite', dataDir: null });
  try {
    await connection.migrate(findMigrationsFolder());
    const client = (
      connection.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }
    ).$client;
    return await client.dumpDataDir('none');
  } finally {
    await connection.close();
  }
}

/**
 * A migrated, empty PGlite data directory archive. PGlite's initdb costs seconds of CPU per
 * database; loading this archive is several times faster, and each test file still gets its own
 * database. The archive is cached in the temp directory under a key of migrations + PGlite version;
 * parallel files that miss the cache each build it once and rename it into place atomically.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const migrationsFolder = findMigrationsFolder();
  const file = path.join(
    tmpdir(),
    `telemed-pglite-template-${await templateKey(migrationsFolder)}.tar`,
  );
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const template = await createTemplate();
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await template.arrayBuffer()));
    await rename(partial, file);
    return template;
  }
}
