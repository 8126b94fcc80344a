import { describe, expect, it } from 'vitest';
import { serverValidationErrors } from './serverValidationErrors';
import type { ServerValidationError } from './serverValidationErrors';

describe('serverValidationErrors', () => {
  const errors: ServerValidationError[] = [
    { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
    {
      property: 'settings.language',
      constraints: { invalidValue: 'Invalid format', isRequired: 'Field is required' },
    },
    { property: 'email', constraints: { tooLong: 'Field too long' } },
  ];

  it('groups the English messages by dotted property', () => {
    expect(serverValidationErrors(errors)).toEqual({
      email: ['Value is not a valid email address', 'Field too long'],
      'settings.language': ['Invalid format', 'Field is required'],
    });
  });

  it('translates each constraint by its key', () => {
    const polish: Record<string, string> = {
      isEmail: 'Nieprawidłowy adres e-mail',
      tooLong: 'Pole jest za długie',
    };
    const result = serverValidationErrors(errors, (key, message) => polish[key] ?? message);
    expect(result.email).toEqual(['Nieprawidłowy adres e-mail', 'Pole jest za długie']);
  });

  it('gives no field errors for an empty list', () => {
    expect(serverValidationErrors([])).toEqual({});
  });
});
