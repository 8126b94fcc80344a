import { z } from 'zod';
import { GENDERS } from '../rules/genders';
import { LANGUAGES } from '../rules/languages';
import { FULL_NAME_MAX_LENGTH, HEIGHT_MAX_CM, HEIGHT_MIN_CM } from '../rules/limits';
import { LENGTH_UNITS, TEMPERATURE_UNITS } from '../rules/units';

/*
 * Custom zod messages in these schemas are constraint keys of VALIDATION_MESSAGES; the server
 * turns them into `{ property, constraints: { key: message } }` and clients translate by key.
 */

export const LanguageSchema = z.enum(LANGUAGES, { error: 'invalidValue' });
export const TemperatureUnitSchema = z.enum(TEMPERATURE_UNITS, { error: 'invalidValue' });
export const LengthUnitSchema = z.enum(LENGTH_UNITS, { error: 'invalidValue' });
export const GenderSchema = z.enum(GENDERS, { error: 'invalidValue' });

/** A calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date({ error: 'invalidFormat' });

export const FullNameSchema = z.string().trim().max(FULL_NAME_MAX_LENGTH, { error: 'tooLong' });

export const HeightSchema = z
  .number()
  .min(HEIGHT_MIN_CM, { error: 'invalidValue' })
  .max(HEIGHT_MAX_CM, { error: 'invalidValue' });

export const UserSettingsSchema = z.object({
  language: LanguageSchema,
  temperatureUnits: TemperatureUnitSchema,
  lengthUnits: LengthUnitSchema,
});

export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const PersonalDetailsSchema = z.object({
  fullName: z.string(),
  dateOfBirth: IsoDateSchema.nullable(),
  gender: GenderSchema.nullable(),
  /** Centimetres. */
  height: HeightSchema.nullable(),
});

export type PersonalDetails = z.infer<typeof PersonalDetailsSchema>;

/** The signed-in user as the API answers it. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  /** URL of the avatar image, or null when none was uploaded. */
  avatar: z.string().nullable(),
  /** Site roles; `administrator` may enter /admin. */
  role: z.array(z.string()),
  confirmed: z.boolean(),
  settings: UserSettingsSchema,
  personalDetails: PersonalDetailsSchema,
  createdAt: z.iso.datetime(),
});

export type User = z.infer<typeof UserSchema>;

/*
 * Accounts created before length units existed answer without them; the session fetches the
 * user again in that case (platform-core §7 "User"), so GET users/me tolerates their absence.
 */
export const CurrentUserSchema = UserSchema.extend({
  settings: UserSettingsSchema.partial({ lengthUnits: true }),
});

/** The user as GET users/me answers it: `settings.lengthUnits` may still be missing. */
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** POST users/me: every part optional, settings and personal details merge into the stored ones. */
export const UpdateMeBodySchema = z.object({
  fullName: FullNameSchema.optional(),
  settings: UserSettingsSchema.partial().optional(),
  personalDetails: z
    .object({
      fullName: FullNameSchema,
      dateOfBirth: IsoDateSchema.nullable(),
      gender: GenderSchema.nullable(),
      height: HeightSchema.nullable(),
    })
    .partial()
    .optional(),
});

export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;
