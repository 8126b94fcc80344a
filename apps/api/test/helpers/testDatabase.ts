import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/db/connect';
import { migratedPgliteTemplate } from './pgliteTemplate';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The database of one test file: in-memory PGlite for api-pglite, a fresh database on the
 * loopback PostgreSQL of the global setup for api-postgres (so files can run in parallel).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TELEMED_TEST_DATABASE !== 'postgres') {
    return {
      target: { kind: 'pglite', dataDir: null, template: await migratedPgliteTemplate() },
      drop: async () => undefined,
    };
  }
  const serverUrl = inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
