import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../rules/languages';
import { VALIDATION_MESSAGES } from '../rules/validationConstraints';
import type { DomainMessages } from './domainMessageKeys';
import {
  ERROR_MESSAGE_KEYS,
  SUCCESS_MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from './domainMessageKeys';
import { domainResources } from './domainResources';

const allKeys = [
  ...Object.values(ERROR_MESSAGE_KEYS),
  ...Object.values(SUCCESS_MESSAGE_KEYS),
  ...Object.values(VALIDATION_MESSAGE_KEYS),
];

function lookUp(messages: DomainMessages, key: string): unknown {
  const [section, name] = key.split('.') as [keyof DomainMessages, string];
  return (messages[section] as Record<string, string>)[name];
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
}

describe('domainResources', () => {
  it.each(LANGUAGES)('%s has a text for every key', (language) => {
    for (const key of allKeys)
      expect(typeof lookUp(domainResources[language], key), key).toBe('string');
  });

  it('has a validation key for every constraint of the contract', () => {
    expect(Object.keys(VALIDATION_MESSAGE_KEYS).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES).sort(),
    );
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-GB'))(
    '%s is translated, not English',
    (language) => {
      for (const key of allKeys) {
        expect(lookUp(domainResources[language], key), key).not.toBe(
          lookUp(domainResources['en-GB'], key),
        );
      }
    },
  );

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of en-GB', (language) => {
    for (const key of allKeys) {
      const english = String(lookUp(domainResources['en-GB'], key));
      expect(placeholders(String(lookUp(domainResources[language], key))), key).toEqual(
        placeholders(english),
      );
    }
  });

  it('writes the English texts of the spec catalogue', () => {
    const english = domainResources['en-GB'];
    expect(english.errors.applicationError).toBe(
      'Application error. Refresh the page or contact your administrator.',
    );
    expect(english.errors.tokenExpired).toBe('Token expired or invalid');
    expect(english.validation.minLength).toBe('min length {{min}}');
  });
});
