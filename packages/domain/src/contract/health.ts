import { HealthResponseSchema } from '../schemas/system';
import { endpoint, errorResponses } from './endpoint';

/** Whether the API and its database answer. */
export const healthContract = {
  /** `{ status: 'ok' }` once the database answered. */
  check: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    responses: { 200: HealthResponseSchema, ...errorResponses },
  }),
} as const;
