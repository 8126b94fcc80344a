import { stringsSource } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ensureStrings, switchLanguage } from './ensureStrings';

/** A source of one string per language that counts which languages were loaded. */
function countingSource(namespace: string) {
  const loaded: Language[] = [];
  const load = (language: Language) => async () => {
    loaded.push(language);
    return { greeting: `${namespace} in ${language}` };
  };
  const source = stringsSource(namespace, {
    'en-GB': load('en-GB'),
    pl: load('pl'),
    es: load('es'),
    it: load('it'),
    el: load('el'),
    de: load('de'),
  });
  return { source, loaded };
}

async function emptyInstance(language: Language) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: {}, partialBundledLanguages: true });
  return instance;
}

describe('ensureStrings', () => {
  it('loads each missing namespace of the language once, and nothing of other languages', async () => {
    const first = countingSource('first');
    const second = countingSource('second');
    const i18n = await emptyInstance('pl');

    await ensureStrings(i18n, [first.source, second.source], 'pl');
    await ensureStrings(i18n, [first.source, second.source], 'pl');

    expect(first.loaded).toEqual(['pl']);
    expect(second.loaded).toEqual(['pl']);
    expect(i18n.t('greeting', { ns: 'second' })).toBe('second in pl');
  });
});

describe('switchLanguage', () => {
  it('changes the language only once its strings are there', async () => {
    const { source, loaded } = countingSource('app');
    const i18n = await emptyInstance('en-GB');
    await ensureStrings(i18n, [source], 'en-GB');
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('greeting', { ns: 'app' })));

    await switchLanguage(i18n, [source], 'de');

    expect(loaded).toEqual(['en-GB', 'de']);
    expect(seen).toEqual(['app in de']);
  });
});
