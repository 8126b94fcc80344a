import path from 'node:path';
import fp from 'fastify-plugin';
import { LocalDirectoryStorage } from '../storage/fileStorage';
import type { FileStorage } from '../storage/fileStorage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Uploaded files in `<dataDir>/files`. */
export const storagePlugin = fp(
  async (app) => {
    app.decorate('storage', new LocalDirectoryStorage(path.join(app.config.dataDir, 'files')));
  },
  { name: 'storage', dependencies: ['config'] },
);
