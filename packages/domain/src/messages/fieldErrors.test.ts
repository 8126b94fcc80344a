import { describe, expect, it } from 'vitest';
import { fieldErrorKeys, fieldErrorMessages } from './fieldErrors';
import type { TranslateFunction, WithValidationErrors } from './fieldErrors';
import { domainResources } from './domainResources';

const error: WithValidationErrors = {
  validationErrors: [
    { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
    {
      property: 'password',
      constraints: { minLength: 'min length 8', passwordTooShort: 'Password is too short' },
    },
    { property: 'settings.language', constraints: { someFutureRule: 'Not a language we speak' } },
  ],
};

/** Looks keys up in the Polish resources and fills `{{name}}` placeholders, as i18next does. */
const polish: TranslateFunction = (key, options) => {
  const [section, name] = key.split('.') as ['validation', string];
  const text =
    (domainResources.pl[section] as Record<string, string>)[name] ?? options.defaultValue;
  return text.replace(/\{\{(\w+)\}\}/g, (_placeholder, value: string) => String(options[value]));
};

describe('fieldErrorKeys', () => {
  it('maps each property to the key of its first failed constraint', () => {
    expect(fieldErrorKeys(error)).toEqual({
      email: 'validation.isEmail',
      password: 'validation.minLength',
      'settings.language': 'validation.invalidValue',
    });
  });

  it('maps no errors to no fields', () => {
    expect(fieldErrorKeys({ validationErrors: [] })).toEqual({});
  });
});

describe('fieldErrorMessages', () => {
  it('translates each field, reading length bounds from the server text', () => {
    expect(fieldErrorMessages(error, polish)).toEqual({
      email: 'Wartość nie jest prawidłowym adresem e-mail',
      password: 'minimalna długość 8',
      'settings.language': 'Nieprawidłowy format',
    });
  });

  it('fills in the bounds of a numeric answer’s question', () => {
    const answer: WithValidationErrors = {
      validationErrors: [
        {
          property: 'answers.0.answer.value.value',
          constraints: { questionValueOutOfRange: 'Value must be between 30 and 200.5' },
        },
      ],
    };
    expect(fieldErrorMessages(answer, polish)['answers.0.answer.value.value']).toMatch(
      /30\D+200\.5/,
    );
  });

  it('fills in the date of a night the recording lacks', () => {
    const night: WithValidationErrors = {
      validationErrors: [
        {
          property: 'dayTimeTag',
          constraints: { dateTagNotFound: 'Date tag 2026-11-21 not found or incorrect' },
        },
      ],
    };
    expect(fieldErrorMessages(night, polish)).toEqual({
      dayTimeTag: 'Nie znaleziono znacznika daty 2026-11-21 lub jest nieprawidłowy',
    });
  });
});
