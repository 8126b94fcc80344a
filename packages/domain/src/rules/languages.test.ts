import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  legalDocumentLanguage,
  matchLanguageTag,
  resolveBrowserLanguage,
  resolveLanguage,
} from './languages';

describe('resolveLanguage', () => {
  it('picks an exact tag first', () => {
    expect(resolveLanguage('pl')).toBe('pl');
    expect(resolveLanguage('EN-gb')).toBe('en-GB');
  });

  it('matches by primary subtag in header order', () => {
    expect(resolveLanguage('de-AT,de;q=0.9')).toBe('de');
    expect(resolveLanguage('fr-FR,el;q=0.8,en;q=0.5')).toBe('el');
    expect(resolveLanguage('en-US')).toBe('en-GB');
  });

  it('falls back to en-GB', () => {
    expect(resolveLanguage(undefined)).toBe('en-GB');
    expect(resolveLanguage('')).toBe('en-GB');
    expect(resolveLanguage('fr-FR,ja')).toBe('en-GB');
  });
});

describe('resolveBrowserLanguage', () => {
  it('takes the first browser language the product is translated into', () => {
    expect(resolveBrowserLanguage(['fr-FR', 'de-CH', 'pl'])).toBe('de');
    expect(resolveBrowserLanguage(['fr-FR', 'it-IT', 'pl'])).toBe('it');
  });

  it('maps regional variants to their base language', () => {
    expect(resolveBrowserLanguage(['pl-PL'])).toBe('pl');
    expect(resolveBrowserLanguage(['el-GR', 'en'])).toBe('el');
  });

  it('maps every English variant to en-GB', () => {
    expect(resolveBrowserLanguage(['en-US', 'pl'])).toBe('en-GB');
  });

  it('falls back to en-GB when no browser language is translated', () => {
    expect(resolveBrowserLanguage(['fr-FR', 'ja'])).toBe('en-GB');
    expect(resolveBrowserLanguage([])).toBe('en-GB');
  });
});

describe('matchLanguageTag', () => {
  it('maps every English variant to en-GB', () => {
    expect(matchLanguageTag('en-US')).toBe('en-GB');
    expect(matchLanguageTag('en')).toBe('en-GB');
  });

  it('matches by the primary subtag in any case', () => {
    expect(matchLanguageTag('EL-gr')).toBe('el');
    expect(matchLanguageTag('de_AT')).toBe('de');
  });

  it('returns undefined for unsupported or empty tags', () => {
    expect(matchLanguageTag('fr-CA')).toBeUndefined();
    expect(matchLanguageTag('')).toBeUndefined();
  });
});

describe('isLanguage', () => {
  it('accepts only the six product languages', () => {
    expect(isLanguage('el')).toBe(true);
    expect(isLanguage('en')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});

describe('legalDocumentLanguage', () => {
  it('reads every interface language in its own documents, British English under en', () => {
    expect(legalDocumentLanguage('en-GB')).toBe('en');
    expect(legalDocumentLanguage('pl')).toBe('pl');
    expect(legalDocumentLanguage('el')).toBe('el');
    expect(legalDocumentLanguage('de')).toBe('de');
  });

  it('reads the English documents for a path segment that is not one of our languages', () => {
    expect(legalDocumentLanguage('en')).toBe('en');
    expect(legalDocumentLanguage('fr')).toBe('en');
  });
});
