import { legalDocumentLanguage } from '../i18n/languages';

/** The public legal documents, by the last segment of their path (`/:lang/service-terms`). */
export const legalDocumentNames = [
  'service-terms',
  'privacy-policy',
  'data-processing',
  'subscription-services',
] as const;

export type LegalDocumentName = (typeof legalDocumentNames)[number];

/** The Markdown files, each its own chunk so a reader downloads only the document opened. */
const documentLoaders = import.meta.glob<string>('./content/*/*.md', {
  query: '?raw',
  import: 'default',
});

export interface LegalDocument {
  markdown: string;
  /** The language the text is in: en or pl. */
  language: 'en' | 'pl';
  /** True when the requested language has no version and the English one stands in. */
  isFallback: boolean;
}

export function isLegalDocumentName(value: string): value is LegalDocumentName {
  return (legalDocumentNames as readonly string[]).includes(value);
}

/**
 * Loads a legal document in the language of its path. Documents exist in English and Polish;
 * any other language reads the English text with a notice (issue 2).
 */
export async function loadLegalDocument(
  requestedLanguage: string,
  name: LegalDocumentName,
): Promise<LegalDocument> {
  const language = legalDocumentLanguage(requestedLanguage);
  const loader = documentLoaders[`./content/${language}/${name}.md`];
  if (!loader) throw new Error(`Legal document ${language}/${name} is missing`);
  return { markdown: await loader(), language, isFallback: requestedLanguage !== language };
}
