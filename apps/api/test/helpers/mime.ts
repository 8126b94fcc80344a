/** Just enough MIME to read what nodemailer sends: headers, multipart/alternative, QP and base64. */

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
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

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeadersAndBody(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const parts: { type: string; content: string }[] = [];
  const boundary = contentType.match(/boundary="?([^";]+)"?/)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeadersAndBody(chunk.replace(/^\r\n/, ''));
      parts.push({
        type: part.headers.get('content-type') ?? 'text/plain',
        content: decodeBody(part.body, part.headers.get('content-transfer-encoding')),
      });
    }
  } else {
    parts.push({
      type: contentType,
      content: decodeBody(body, headers.get('content-transfer-encoding')),
    });
  }
  return {
    headers,
    subject: decodeHeader(headers.get('subject') ?? ''),
    to: headers.get('to') ?? '',
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
  };
}
