import { describe, expect, it } from 'vitest';
import { resolveInterfaceLanguage } from './languages';

describe('resolveInterfaceLanguage', () => {
  it('prefers the user setting over the browser languages', () => {
    expect(resolveInterfaceLanguage('de', ['pl-PL', 'en-US'])).toBe('de');
  });

  it('takes the first browser language that matches when the user has no setting', () => {
    expect(resolveInterfaceLanguage(undefined, ['fr-FR', 'it-IT', 'pl'])).toBe('it');
  });

  it('ignores a user setting that is not a supported language', () => {
    expect(resolveInterfaceLanguage('fr', ['es-ES'])).toBe('es');
  });

  it('falls back to en-GB when nothing matches', () => {
    expect(resolveInterfaceLanguage(null, ['fr-FR', 'ja'])).toBe('en-GB');
    expect(resolveInterfaceLanguage(null, [])).toBe('en-GB');
  });
});
