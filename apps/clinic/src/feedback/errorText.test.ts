import { ApiRequestError, DOMAIN_NAMESPACE, domainResources } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { clinicNamespace } from '../i18n/resources';
import { clinicResources } from '../i18n/resources/clinicResources';
import { errorText } from './errorText';

/** The portal's and the domain's strings, as the app's i18n holds them (ui's need vanilla-extract). */
function translatorFor(language: Language) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en-GB',
    resources: {
      [language]: {
        [clinicNamespace]: clinicResources[language],
        [DOMAIN_NAMESPACE]: domainResources[language],
      },
      'en-GB': {
        [clinicNamespace]: clinicResources['en-GB'],
        [DOMAIN_NAMESPACE]: domainResources['en-GB'],
      },
    },
    defaultNS: clinicNamespace,
    initAsync: false,
  });
  return instance.t;
}

const english = translatorFor('en-GB');
const polish = translatorFor('pl');

describe('errorText', () => {
  it('pluralises the wait of a 429 answer in Polish', () => {
    const tooMany = (seconds: number) =>
      new ApiRequestError(`Too many requests, try again in ${seconds} seconds`, {
        status: 429,
        code: 'TOO_MANY_REQUESTS',
      });
    expect(errorText(tooMany(1), polish)).toBe('Zbyt wiele prób, spróbuj ponownie za 1 sekundę');
    expect(errorText(tooMany(3), polish)).toBe('Zbyt wiele prób, spróbuj ponownie za 3 sekundy');
    expect(errorText(tooMany(25), polish)).toBe('Zbyt wiele prób, spróbuj ponownie za 25 sekund');
    expect(errorText(tooMany(22), polish)).toBe('Zbyt wiele prób, spróbuj ponownie za 22 sekundy');
    expect(errorText(tooMany(1), english)).toBe('Too many requests, try again in 1 second');
  });

  it('says to try later when a 429 message names no wait', () => {
    const error = new ApiRequestError('Too many requests', {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(errorText(error, english)).toBe('Too many requests, try again later');
  });

  it('translates messages the domain catalogue knows', () => {
    const error = new ApiRequestError('Wrong email or password', {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      messageKey: 'errors.wrongCredentials',
    });
    expect(errorText(error, english)).toBe('Wrong email or password');
    expect(errorText(error, polish)).not.toBe('Wrong email or password');
  });

  it('shows the server message when the catalogue has no key', () => {
    const error = new ApiRequestError('You are not authorized to view this page', {
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(errorText(error, english)).toBe('You are not authorized to view this page');
  });

  it('falls back to the unknown error text for anything that is not an ApiRequestError', () => {
    expect(errorText(new Error('boom'), english)).toBe('An unknown error has occurred');
  });
});
