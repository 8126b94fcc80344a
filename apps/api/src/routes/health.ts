import { healthContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, healthContract, {
    check: async () => {
      await app.db.execute('select 1');
      return { status: 'ok' as const };
    },
  });
};
