import { describe, expect, it } from 'vitest';
import { isLanguage, resolveLanguage } from './languages';

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

describe('isLanguage', () => {
  it('accepts only the six product languages', () => {
    expect(isLanguage('el')).toBe(true);
    expect(isLanguage('en')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
