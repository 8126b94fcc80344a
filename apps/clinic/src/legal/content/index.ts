// The legal documents are Markdown files bundled as strings (Vite's `?raw`), one per language.
import enDataProcessing from './en/data-processing.md?raw';
import enPrivacyPolicy from './en/privacy-policy.md?raw';
import enServiceTerms from './en/service-terms.md?raw';
import enSubscriptionServices from './en/subscription-services.md?raw';
import plDataProcessing from './pl/data-processing.md?raw';
import plPrivacyPolicy from './pl/privacy-policy.md?raw';
import plServiceTerms from './pl/service-terms.md?raw';
import plSubscriptionServices from './pl/subscription-services.md?raw';
import type { LegalDocumentId } from './legalDocumentIds';

export { legalDocumentIds } from './legalDocumentIds';
export type { LegalDocumentId } from './legalDocumentIds';

/** Languages the documents are written in; other languages are shown the English text. */
export type LegalDocumentLanguage = 'en' | 'pl';

/** Markdown text of every document in every language it is written in. */
export const legalDocuments: Record<LegalDocumentLanguage, Record<LegalDocumentId, string>> = {
  en: {
    'service-terms': enServiceTerms,
    'privacy-policy': enPrivacyPolicy,
    'data-processing': enDataProcessing,
    'subscription-services': enSubscriptionServices,
  },
  pl: {
    'service-terms': plServiceTerms,
    'privacy-policy': plPrivacyPolicy,
    'data-processing': plDataProcessing,
    'subscription-services': plSubscriptionServices,
  },
};

/** Date (YYYY-MM-DD) each document last changed; both language versions change together. */
export const lastUpdated: Record<LegalDocumentId, string> = {
  'service-terms': '2026-11-21',
  'privacy-policy': '2026-11-21',
  'data-processing': '2026-11-21',
  'subscription-services': '2026-11-21',
};
