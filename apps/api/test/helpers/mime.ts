/**
 * Just enough MIME to read what nodemailer sends: headers, multipart/alternative inside
 * multipart/mixed, attachments, QP and base64.
 */

/** A file attached to a mail. */
export interface MailAttachmentPart {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
  attachments: MailAttachmentPart[];
}

function splitHeadersAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const separator = raw.indexOf('\r\n\r\n');
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r\n/g, '');
  for (let index = 0; index < unfolded.length; index += 1) {
    const char = unfolded.charAt(index);
    const hex = unfolded.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`) in headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

interface MimePart {
  type: string;
  content: string;
  attachment: MailAttachmentPart | null;
}

/** The leaf parts of a MIME entity, nested multiparts (mixed around alternative) flattened. */
function leafParts(headers: Map<string, string>, body: string): MimePart[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = contentType.match(/boundary="?([^";]+)"?/)?.[1];
  if (boundary) {
    const parts: MimePart[] = [];
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeadersAndBody(chunk.replace(/^\r\n/, ''));
      parts.push(...leafParts(part.headers, part.body));
    }
    return parts;
  }
  const encoding = headers.get('content-transfer-encoding');
  const filename = (headers.get('content-disposition') ?? '').match(/filename="?([^";]+)"?/)?.[1];
  return [
    {
      type: contentType,
      content: decodeBody(body, encoding),
      attachment: filename
        ? {
            filename,
            contentType: contentType.split(';')[0] ?? contentType,
            content:
              encoding?.toLowerCase() === 'base64'
                ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
                : Buffer.from(body, 'utf8'),
          }
        : null,
    },
  ];
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeadersAndBody(raw);
  const parts = leafParts(headers, body);
  const inline = parts.filter((part) => !part.attachment);
  return {
    headers,
    subject: decodeHeader(headers.get('subject') ?? ''),
    to: headers.get('to') ?? '',
    text: inline.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: inline.find((part) => part.type.startsWith('text/html'))?.content ?? '',
    attachments: parts.flatMap((part) => (part.attachment ? [part.attachment] : [])),
  };
}
