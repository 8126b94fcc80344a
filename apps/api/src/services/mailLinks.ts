import type { Language } from '@telemed/domain';
import { composeMail } from '../mail/composeMail';
import type { Mailer } from '../mail/mailer';
import type { MailTemplate } from '../mail/mailStrings';

/** Mails a one-time link in the recipient's language. */
export class LinkMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /** `path` is the portal page with its query, e.g. `/confirm/account?token=...`. */
  async send(options: {
    to: string;
    template: MailTemplate;
    language: Language;
    fullName: string;
    path: string;
  }): Promise<void> {
    const mail = composeMail({
      template: options.template,
      language: options.language,
      fullName: options.fullName,
      link: `${this.publicUrl}${options.path}`,
    });
    await this.mailer.send({ to: options.to, ...mail });
  }
}
