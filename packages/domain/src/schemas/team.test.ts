import { describe, expect, it } from 'vitest';
import { CreateTeamBodySchema } from './team';
import { UpdateMeBodySchema } from './user';

describe('CreateTeamBodySchema', () => {
  it('trims the name before checking its 4 to 60 characters', () => {
    expect(CreateTeamBodySchema.parse({ name: '  Kardio  ', countryContext: 'PL' }).name).toBe(
      'Kardio',
    );
    expect(
      CreateTeamBodySchema.safeParse({ name: ' abc ', countryContext: 'PL' }).error?.issues[0]
        ?.message,
    ).toBe('tooShort');
    expect(
      CreateTeamBodySchema.safeParse({ name: 'x'.repeat(61), countryContext: 'PL' }).error
        ?.issues[0]?.message,
    ).toBe('tooLong');
  });

  it('accepts only supported countries', () => {
    expect(CreateTeamBodySchema.safeParse({ name: 'Clinic', countryContext: 'US' }).success).toBe(
      false,
    );
  });
});

describe('UpdateMeBodySchema', () => {
  it('accepts partial settings and personal details', () => {
    expect(
      UpdateMeBodySchema.parse({
        settings: { lengthUnits: 'imperial' },
        personalDetails: { height: 180 },
      }),
    ).toEqual({ settings: { lengthUnits: 'imperial' }, personalDetails: { height: 180 } });
  });

  it('rejects impossible dates of birth and heights', () => {
    const result = UpdateMeBodySchema.safeParse({
      personalDetails: { dateOfBirth: '1990-13-40', height: 400 },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'invalidFormat',
      'invalidValue',
    ]);
  });
});
