import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './languageFromBrowser';

describe('languageFromBrowser', () => {
  it('takes the first browser language the app is translated into', () => {
    expect(languageFromBrowser(['fr-FR', 'de-CH', 'pl'])).toBe('de');
  });

  it('maps regional variants to their base language', () => {
    expect(languageFromBrowser(['pl-PL'])).toBe('pl');
    expect(languageFromBrowser(['el-GR', 'en'])).toBe('el');
  });

  it('maps every English variant to en-GB', () => {
    expect(languageFromBrowser(['en-US', 'pl'])).toBe('en-GB');
  });

  it('falls back to en-GB when no browser language is translated', () => {
    expect(languageFromBrowser(['fr-FR', 'ja'])).toBe('en-GB');
    expect(languageFromBrowser([])).toBe('en-GB');
  });
});
