import { legalDocumentLanguage } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import type { SignupLegalDocument } from '@telemed/forms';

/**
 * The clinic portal's path of a legal document in the reader's language (British English under
 * `/en/`).
 *
 * @example legalDocumentPath('de', 'privacy-policy') // '/de/privacy-policy'
 */
export function legalDocumentPath(language: Language, document: SignupLegalDocument): string {
  return `/${legalDocumentLanguage(language)}/${document}`;
}
