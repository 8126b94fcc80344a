import type { Language } from '@telemed/domain';

/** The public legal documents the clinic portal serves under `/:lang/{document}`. */
export type LegalDocumentLink = 'service-terms' | 'privacy-policy' | 'subscription-services';

/**
 * The clinic portal's path of a legal document for the reader's language. The documents are
 * written in Polish and English, and the spec links them at `/pl/...` for Polish readers and
 * `/en/...` for everyone else.
 *
 * @example legalDocumentPath('de', 'privacy-policy') // '/en/privacy-policy'
 */
export function legalDocumentPath(language: Language, document: LegalDocumentLink): string {
  const documentLanguage = language === 'pl' ? 'pl' : 'en';
  return `/${documentLanguage}/${document}`;
}
