import fp from 'fastify-plugin';
import { LoggingSmsProvider, SmsGateway } from '../sms/smsProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where SMS activation codes go; logs them unless another provider is plugged in. */
    sms: SmsGateway;
  }
}

/** Decorates the app with its SMS gateway, logging by default. */
export const smsPlugin = fp(
  async (app) => {
    app.decorate('sms', new SmsGateway(new LoggingSmsProvider(app.log)));
  },
  { name: 'sms' },
);
