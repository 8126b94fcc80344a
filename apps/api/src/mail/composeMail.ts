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

/** Text made safe for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** What the HTML of a mail shows, top to bottom; every text is escaped here. */
export interface MailHtmlContent {
  language: Language;
  subject: string;
  /** Paragraphs above the button, the greeting first. */
  paragraphs: readonly string[];
  action: { label: string; link: string };
  /** When given, the link is also written out under this text, for mail readers without buttons. */
  linkFallback?: string;
  /** The small print under the button, as one paragraph. */
  notes: readonly string[];
  signature: string;
}

/** A Telemed mail's HTML: simple, inline-styled, one call to action. */
export function mailHtml(content: MailHtmlContent): string {
  const { link, label } = content.action;
  const paragraphs = content.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const fallback = content.linkFallback
    ? `<p style="font-size:13px;color:#4a5a6a">${escapeHtml(content.linkFallback)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n`
    : '';
  return `<!doctype html>
<html lang="${content.language}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2733">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${paragraphs}
<p style="margin:32px 0"><a href="${escapeHtml(link)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>
${fallback}<p style="font-size:13px;color:#4a5a6a">${escapeHtml(content.notes.join(' '))}</p>
<p>${escapeHtml(content.signature)}</p>
</div>
</body>
</html>
`;
}

/** What a notice to a member says: greeting, what happened, the link, why they are told. */
export interface NoticeContent {
  language: Language;
  subject: string;
  greeting: string;
  intro: string;
  action: { label: string; link: string };
  /** Why the reader gets the mail (the small print). */
  reason: string;
  signature: string;
}

/**
 * A notice (a status change, an order's fee or activation) as plain text and HTML: the greeting,
 * what happened, the link with its label, why the reader is told and the signature.
 */
export function noticeMail(content: NoticeContent): ComposedMail {
  const { greeting, intro, action, reason, signature } = content;
  const text = [
    greeting,
    '',
    intro,
    '',
    `${action.label}: ${action.link}`,
    '',
    reason,
    '',
    signature,
    '',
  ].join('\n');
  const html = mailHtml({
    language: content.language,
    subject: content.subject,
    paragraphs: [greeting, intro],
    action,
    notes: [reason],
    signature,
  });
  return { subject: content.subject, text, html };
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
  const html = mailHtml({
    language,
    subject: texts.subject,
    paragraphs: [greeting, texts.intro],
    action: { label: texts.action, link },
    linkFallback: strings.linkFallback,
    notes: [texts.expiry, texts.ignore],
    signature: strings.signature,
  });
  return { subject: texts.subject, text, html };
}
