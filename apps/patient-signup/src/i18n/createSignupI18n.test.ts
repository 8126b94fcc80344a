import { describe, expect, it } from 'vitest';
import { createSignupI18n } from './createSignupI18n';

describe('createSignupI18n', () => {
  it('is ready with the chosen language on return', () => {
    const i18n = createSignupI18n('pl');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('pages.subscription.title')).toBe('Wybierz plan rehabilitacji');
  });

  it('interpolates without HTML escaping, which React already does', () => {
    const i18n = createSignupI18n('en-GB');
    expect(i18n.t('documentTitle', { page: 'Terms & plans' })).toBe('Terms & plans · Telemed');
  });
});
