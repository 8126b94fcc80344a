import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';
import type { ParsedMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
}

/**
 * A real SMTP server on loopback that keeps what it receives. The API answers only after the
 * SMTP transaction completed, so a mail is here by the time its call has returned.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        this.received.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelopeTo });
        callback();
      });
    },
  });

  /** Listens on a free loopback port; answers the SMTP_URL to send through it. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Mails received for the address, oldest first. */
  mailsTo(recipient: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.envelopeTo.includes(recipient.toLowerCase()));
  }

  lastMailTo(recipient: string): ReceivedMail {
    const mail = this.mailsTo(recipient).at(-1);
    if (!mail) throw new Error(`No mail was sent to ${recipient}`);
    return mail;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
