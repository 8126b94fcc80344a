import { devOutboxContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/** The local outbox, for the demo and tests; registered only when mail does not go to SMTP. */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  const { outbox } = app.mailer;
  if (!outbox) return;
  implementRoutes(app, devOutboxContract, {
    list: async () => outbox.list(),
  });
};
