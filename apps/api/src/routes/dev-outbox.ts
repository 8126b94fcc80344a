import { OutboxMailSchema } from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';

/** The local outbox, for the demo and tests; registered only when mail does not go to SMTP. */
export const devOutboxRoutes: ZodRoutes = async (app) => {
  const { outbox } = app.mailer;
  if (!outbox) return;
  app.get(
    '/dev/outbox',
    { schema: { response: { 200: z.array(OutboxMailSchema), ...errorResponses } } },
    async () => outbox.list(),
  );
};
