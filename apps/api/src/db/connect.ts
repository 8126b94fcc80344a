import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database of either driver; a transaction has the same type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` null keeps the database in memory (tests); `template` starts it from a
   * `dumpDataDir()` archive instead of running initdb, which is several times faster.
   */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob };

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** The node-postgres pool on PostgreSQL (socket.io's cross-node adapter uses it); null on PGlite. */
  postgresPool: pg.Pool | null;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens PostgreSQL through a node-postgres pool, or the embedded PGlite. */
export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (a restart, a dropped database) is an 'error' event on
    // the pool; without a listener Node exits. The pool drops the client and opens a new one.
    pool.on('error', (error) =>
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      postgresPool: pool,
      migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: path.join(target.dataDir, 'pglite') } : {}),
    ...(target.template ? { loadDataDir: target.template } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    postgresPool: null,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
