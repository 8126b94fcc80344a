import type { FastifyBaseLogger } from 'fastify';

/** One text message to a phone number in international format. */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends text messages. The default logs them; a deployment plugs in its SMS operator's adapter
 * through {@link SmsGateway.use}. `send` rejects when the message could not be handed over.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Writes each message to the server log instead of sending it (development and demos). */
export class LoggingSmsProvider implements SmsProvider {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.info({ sms: { to: message.to, text: message.text } }, 'SMS (logged, not sent)');
  }
}

/** The provider the API sends through; replaceable at run time (adapters, tests). */
export class SmsGateway implements SmsProvider {
  constructor(private provider: SmsProvider) {}

  /** Sends through `provider` from now on. */
  use(provider: SmsProvider): void {
    this.provider = provider;
  }

  send(message: SmsMessage): Promise<void> {
    return this.provider.send(message);
  }
}
