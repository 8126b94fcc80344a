import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api/drizzle, found from this module whether it runs from src/db (tsx, tests) or from the
 * dist/server.js bundle: walk up until a folder holds drizzle/meta/_journal.json.
 */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let directory = from;
  for (;;) {
    const candidate = path.join(directory, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No drizzle migrations folder above ${from}`);
    directory = parent;
  }
}
