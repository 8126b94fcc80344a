import { OutboxMailSchema } from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { UsersRepository } from '../repositories/usersRepository';
import { siteAdministratorsOnly } from '../services/permissions';

/**
 * The local outbox of a quick start without SMTP. Its mails carry confirmation and password
 * links, so it is a site administrator's tool: registered only while `config.devOutbox` holds
 * (no SMTP, loopback or TELEMED_DEV_OUTBOX=true), and answered only to a signed-in site
 * administrator (401 without a token, 403 for anyone else).
 */
export const devOutboxRoutes: ZodRoutes = async (app) => {
  const { outbox } = app.mailer;
  if (!outbox || !app.config.devOutbox) return;
  app.get(
    '/dev/outbox',
    {
      onRequest: app.authenticate,
      preHandler: siteAdministratorsOnly(new UsersRepository(app.db)),
      schema: { response: { 200: z.array(OutboxMailSchema), ...errorResponses } },
    },
    async () => outbox.list(),
  );
};
