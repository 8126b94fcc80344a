import type { Language } from '@telemed/domain';
import type { SignupLegalDocument } from '@telemed/forms';

/**
 * The clinic portal's path of a legal document for the reader's language. The documents are
 * written in Polish and English, and the spec links them at `/pl/...` for Polish readers and
 * `/en/...` for everyone else.
 *
 * @example legalDocumentPath('de', 'privacy-policy') // '/en/privacy-policy'
 */
export function legalDocumentPath(language: Language, document: SignupLegalDocument): string {
  const documentLanguage = language === 'pl' ? 'pl' : 'en';
  return `/${documentLanguage}/${document}`;
}
