import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { Outbox } from './outbox';

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends mail through SMTP, or into the local outbox when no SMTP server is configured. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The outbox when mail stays local, else null. */
  readonly outbox: Outbox | null;
  close(): void;
}

class SmtpMailer implements Mailer {
  readonly outbox = null;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...mail });
  }

  close(): void {
    this.transporter.close();
  }
}

class OutboxMailer implements Mailer {
  readonly outbox: Outbox;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    directory: string,
    private readonly from: string,
  ) {
    this.outbox = new Outbox(directory);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { message } = await this.composer.sendMail({ from: this.from, ...mail });
    const { attachments, ...texts } = mail;
    // `buffer: true` makes the stream transport hand back the whole message as a Buffer. The
    // attachments stay in the .eml; the listing names them.
    await this.outbox.store(
      attachments
        ? {
            ...texts,
            attachments: attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              byteSize: content.byteLength,
            })),
          }
        : texts,
      message as Buffer,
    );
  }

  close(): void {
    this.composer.close();
  }
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
}): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from)
    : new OutboxMailer(path.join(options.dataDir, 'outbox'), options.from);
}
