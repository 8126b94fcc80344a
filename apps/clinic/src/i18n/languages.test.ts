import { describe, expect, it } from 'vitest';
import { legalDocumentLanguage, matchBrowserLanguage, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('prefers the user setting over the browser languages', () => {
    expect(resolveLanguage('de', ['pl-PL', 'en-US'])).toBe('de');
  });

  it('takes the first browser language that matches when the user has no setting', () => {
    expect(resolveLanguage(undefined, ['fr-FR', 'it-IT', 'pl'])).toBe('it');
  });

  it('ignores a user setting that is not a supported language', () => {
    expect(resolveLanguage('fr', ['es-ES'])).toBe('es');
  });

  it('falls back to en-GB when nothing matches', () => {
    expect(resolveLanguage(null, ['fr-FR', 'ja'])).toBe('en-GB');
    expect(resolveLanguage(null, [])).toBe('en-GB');
  });
});

describe('matchBrowserLanguage', () => {
  it('maps every English variant to en-GB', () => {
    expect(matchBrowserLanguage('en-US')).toBe('en-GB');
    expect(matchBrowserLanguage('en')).toBe('en-GB');
  });

  it('matches by the primary subtag in any case', () => {
    expect(matchBrowserLanguage('EL-gr')).toBe('el');
    expect(matchBrowserLanguage('de_AT')).toBe('de');
  });

  it('returns undefined for unsupported or empty tags', () => {
    expect(matchBrowserLanguage('fr-CA')).toBeUndefined();
    expect(matchBrowserLanguage('')).toBeUndefined();
  });
});

describe('legalDocumentLanguage', () => {
  it('uses Polish documents only for Polish and English for the rest', () => {
    expect(legalDocumentLanguage('pl')).toBe('pl');
    expect(legalDocumentLanguage('en-GB')).toBe('en');
    expect(legalDocumentLanguage('el')).toBe('en');
  });
});
