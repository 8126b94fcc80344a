/** Texts of one kind of mail: subject, the paragraph above the link, the link label, notes. */
export interface MailTemplateStrings {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** All mail texts of one language; one module per language under ./locales. */
export interface MailStrings {
  greeting: (fullName: string) => string;
  linkFallback: string;
  signature: string;
  confirmAccount: MailTemplateStrings;
  resetPassword: MailTemplateStrings;
  changeEmail: MailTemplateStrings;
  /**
   * To the owner of an address someone tried to register again: a set-password link, so only
   * the mailbox decides the account's password (also how a patient claims a clinic-made account).
   */
  accountExists: MailTemplateStrings;
  /** To the owner of an address someone asked to move another account to. */
  emailInUse: MailTemplateStrings;
}

export type MailTemplate =
  'confirmAccount' | 'resetPassword' | 'changeEmail' | 'accountExists' | 'emailInUse';
