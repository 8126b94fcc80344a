import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';
import type { ParsedMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
}

/**
 * A real SMTP server on loopback that keeps what it receives. Most calls answer only after the
 * SMTP transaction completed, so their mail is here by the time the call has returned; calls
 * that mail after answering (password reset, email change) are waited for through
 * `app.backgroundWork.settled()`.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  /** While holding: the deliveries waiting for `release`, each completing its transaction. */
  private heldDeliveries: (() => void)[] | null = null;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const deliver = () => {
          this.received.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelopeTo });
          callback();
        };
        if (this.heldDeliveries) this.heldDeliveries.push(deliver);
        else deliver();
      });
    },
  });

  /** Listens on a free loopback port; answers the SMTP_URL to send through it. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /**
   * Keeps every mail from now on in the middle of its SMTP transaction, so its sender waits,
   * until `release()`. Answers `release`, to hand to a test's clean-up.
   */
  hold(): () => void {
    this.heldDeliveries ??= [];
    return () => this.release();
  }

  /** Completes the held transactions and stops holding. */
  release(): void {
    const held = this.heldDeliveries ?? [];
    this.heldDeliveries = null;
    for (const deliver of held) deliver();
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
