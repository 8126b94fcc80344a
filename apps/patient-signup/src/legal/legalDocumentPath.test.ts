import { describe, expect, it } from 'vitest';
import { legalDocumentPath } from './legalDocumentPath';

describe('legalDocumentPath', () => {
  it('links each reader to the document in their language', () => {
    expect(legalDocumentPath('pl', 'service-terms')).toBe('/pl/service-terms');
    expect(legalDocumentPath('el', 'subscription-services')).toBe('/el/subscription-services');
  });

  it('links British English readers to the English document', () => {
    expect(legalDocumentPath('en-GB', 'privacy-policy')).toBe('/en/privacy-policy');
  });
});
