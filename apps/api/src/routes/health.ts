import { HealthResponseSchema } from '@telemed/domain';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';

export const healthRoutes: ZodRoutes = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthResponseSchema, ...errorResponses } } },
    async () => {
      await app.db.execute('select 1');
      return { status: 'ok' as const };
    },
  );
};
