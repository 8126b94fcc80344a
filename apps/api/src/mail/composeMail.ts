import type { Language } from '@telemed/domain';
import { de } from './locales/de';
import { el } from './locales/el';
import { enGB } from './locales/en-GB';
import { es } from './locales/es';
import { it } from './locales/it';
import { pl } from './locales/pl';
import type { MailStrings, MailTemplate } from './mailStrings';

const STRINGS: Record<Language, MailStrings> = { 'en-GB': enGB, pl, es, it, el, de };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  template: MailTemplate;
  language: Language;
  fullName: string;
  link: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A mail with a single call to action, as plain text and as simple inline-styled HTML. */
export function composeMail({ template, language, fullName, link }: MailContent): ComposedMail {
  const strings = STRINGS[language];
  const texts = strings[template];
  const greeting = strings.greeting(fullName);
  const text = [
    greeting,
    '',
    texts.intro,
    '',
    `${texts.action}: ${link}`,
    '',
    texts.expiry,
    texts.ignore,
    '',
    strings.signature,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(texts.intro)}</p>
<p style="margin:32px 0"><a href="${escapeHtml(link)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#4a5a6a">${escapeHtml(strings.linkFallback)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#4a5a6a">${escapeHtml(texts.expiry)} ${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(strings.signature)}</p>
</div>
</body>
</html>
`;
  return { subject: texts.subject, text, html };
}
