import { z } from 'zod';
import { COUNTRIES } from '../rules/countries';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '../rules/limits';
import { MEMBER_ROLES } from '../rules/roles';
import { GenderSchema, IsoDateSchema } from './user';

export const CountrySchema = z.enum(COUNTRIES, { error: 'invalidValue' });
export const MemberRoleSchema = z.enum(MEMBER_ROLES, { error: 'invalidValue' });

/** Business details of a clinic, filled in from its settings page. */
export const TeamDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  email: z.string(),
  businessId: z.string(),
  businessIdName: z.string(),
  phone: z.string(),
  zipcode: z.string(),
  logo: z.string().nullable(),
});

export type TeamDetails = z.infer<typeof TeamDetailsSchema>;

/** A clinic as seen by one of its members. */
export const TeamSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  countryContext: CountrySchema,
  details: TeamDetailsSchema.nullable(),
  /** The current user's member role in this team. */
  role: MemberRoleSchema,
  /** The current user's member id in this team. */
  memberId: z.uuid(),
});

export type Team = z.infer<typeof TeamSchema>;

/** POST teams. */
export const CreateTeamBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(TEAM_NAME_MIN_LENGTH, { error: 'tooShort' })
    .max(TEAM_NAME_MAX_LENGTH, { error: 'tooLong' }),
  countryContext: CountrySchema,
});

export type CreateTeamBody = z.input<typeof CreateTeamBodySchema>;

/** A member of a clinic: an employee or a patient (role `user`). */
export const MemberSchema = z.object({
  _id: z.uuid(),
  role: MemberRoleSchema,
  user: z.object({
    _id: z.uuid(),
    email: z.string(),
    personalDetails: z.object({
      fullName: z.string(),
      dateOfBirth: IsoDateSchema.nullable(),
      gender: GenderSchema.nullable(),
    }),
  }),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  acceptedInvitation: z.boolean(),
  enrolledOn: z.iso.datetime().nullable(),
});

export type Member = z.infer<typeof MemberSchema>;
