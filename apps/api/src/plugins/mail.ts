import fp from 'fastify-plugin';
import { createMailer } from '../mail/mailer';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set, otherwise the local outbox under `<dataDir>/outbox`. */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
    });
    app.addHook('onClose', async () => mailer.close());
    app.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['config'] },
);
