import { legalDocumentLanguage } from '@telemed/domain';
import type { LegalDocumentLanguage } from '@telemed/domain';

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
  /** The language the text is in. */
  language: LegalDocumentLanguage;
  /** True when the path's language is not one of ours and the English text stands in. */
  isFallback: boolean;
}

export function isLegalDocumentName(value: string): value is LegalDocumentName {
  return (legalDocumentNames as readonly string[]).includes(value);
}

/**
 * Loads a legal document in the language of its path. The documents are written in every
 * interface language (`en` for British English); a path in any other language reads the English
 * text with a notice.
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
