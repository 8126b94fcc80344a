// Apart from the documents themselves, so the route table can list them without bundling the text.

/** The public legal documents, in the order the portal lists them; also their route segments. */
export const legalDocumentIds = [
  'service-terms',
  'privacy-policy',
  'data-processing',
  'subscription-services',
] as const;

/** One of the public legal documents (`/:lang/{id}`). */
export type LegalDocumentId = (typeof legalDocumentIds)[number];
