import fp from 'fastify-plugin';
import { connectDatabase } from '../db/connect';
import type { Database, DatabaseConnection } from '../db/connect';
import { findMigrationsFolder } from '../db/migrationsFolder';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseConnection['kind'];
    postgresPool: DatabaseConnection['postgresPool'];
  }
}

/** Connects PostgreSQL or PGlite, brings the schema up to date and closes it with the app. */
export const dbPlugin = fp(
  async (app) => {
    const connection = await connectDatabase(app.config.database);
    app.addHook('onClose', () => connection.close());
    await connection.migrate(findMigrationsFolder());
    app.decorate('db', connection.db);
    app.decorate('databaseKind', connection.kind);
    app.decorate('postgresPool', connection.postgresPool);
  },
  { name: 'db', dependencies: ['config'] },
);
