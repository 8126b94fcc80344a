import { describe, expect, it } from 'vitest';
import { legalDocumentPath } from './legalDocumentPath';

describe('legalDocumentPath', () => {
  it('links Polish readers to the Polish document', () => {
    expect(legalDocumentPath('pl', 'service-terms')).toBe('/pl/service-terms');
  });

  it('links every other language to the English document', () => {
    expect(legalDocumentPath('en-GB', 'privacy-policy')).toBe('/en/privacy-policy');
    expect(legalDocumentPath('el', 'subscription-services')).toBe('/en/subscription-services');
  });
});
