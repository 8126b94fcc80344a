import { BULK_INVITATION_MAX, EmailSchema } from '@telemed/domain';

/** The addresses written in a text, as the server will read them. */
export interface ParsedAddresses {
  /** Valid addresses, lower-cased, each once, in the order written. */
  emails: string[];
  /** What was written that is not an address. */
  invalid: string[];
  /** More addresses than one bulk invitation takes. */
  isTooMany: boolean;
}

/**
 * Reads addresses pasted or typed one per line, or separated by commas, semicolons or spaces
 * (as mail programs copy them), with the shared schema the server validates them with.
 * @example parseAddresses('Ann@x.test, bob@x.test\nnope') // { emails: ['ann@x.test', 'bob@x.test'], invalid: ['nope'], isTooMany: false }
 */
export function parseAddresses(text: string): ParsedAddresses {
  const emails: string[] = [];
  const invalid: string[] = [];
  // "Name <address>" as mail programs write it: the address between the brackets.
  const bare = text.replace(/[^,;\n<>]*<([^<>\s]+)>/g, ' $1 ');
  for (const written of bare.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = EmailSchema.safeParse(written);
    if (!parsed.success) invalid.push(written);
    else if (!emails.includes(parsed.data)) emails.push(parsed.data);
  }
  return { emails, invalid, isTooMany: emails.length > BULK_INVITATION_MAX };
}
