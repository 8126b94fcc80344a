import { devOutboxContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/**
 * The local outbox of a quick start without SMTP. Its mails carry confirmation and password
 * links, so it is a site administrator's tool (`access: 'siteAdmin'`): registered only while
 * `config.devOutbox` holds (no SMTP, loopback or TELEMED_DEV_OUTBOX=true), and answered only to a
 * signed-in site administrator (401 without a token, 403 for anyone else).
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  const { outbox } = app.mailer;
  if (!outbox || !app.config.devOutbox) return;
  implementRoutes(app, devOutboxContract, {
    list: async () => outbox.list(),
  });
};
