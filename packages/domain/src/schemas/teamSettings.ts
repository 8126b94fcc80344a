import { z } from 'zod';
import {
  BUSINESS_ID_NAMES,
  businessIdProblem,
  hasEuVat,
  isValidPostalCode,
} from '../rules/businessIds';
import type { BusinessIdName } from '../rules/businessIds';
import { COUNTRIES } from '../rules/countries';
import { COVID_VITAL_LIMIT_IDS } from '../rules/covidIntake/covidVitalLimits';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '../rules/limits';
import type { Country } from '../rules/countries';
import { MEMBER_ROLES } from '../rules/roles';
import { validationMessage } from '../rules/validationConstraints';
import { EmailSchema, PasswordSchema } from './auth';
import type { ValidationError } from './errors';
import { EXAMINATION_STATUSES } from './examinationConstants';
import { PhoneSchema } from './members';
import { CountrySchema, MemberRoleSchema } from './team';

/** Clinic address: at least 4 characters (clinical-domain §5, §9). */
export const TEAM_ADDRESS_MIN_LENGTH = 4;

/** Longest text of a clinic detail field. */
export const TEAM_DETAIL_MAX_LENGTH = 200;

export const BusinessIdNameSchema = z.enum(BUSINESS_ID_NAMES, { error: 'invalidValue' });

/** PUT teams/{teamId}: the clinic's business details; the business id is checked per country. */
export const UpdateTeamBodySchema = z.object({
  details: z.object({
    name: z
      .string()
      .trim()
      .min(TEAM_NAME_MIN_LENGTH, { error: 'tooShort' })
      .max(TEAM_NAME_MAX_LENGTH, { error: 'tooLong' }),
    address: z
      .string()
      .trim()
      .min(TEAM_ADDRESS_MIN_LENGTH, { error: 'tooShort' })
      .max(TEAM_DETAIL_MAX_LENGTH, { error: 'tooLong' }),
    city: z
      .string()
      .trim()
      .min(1, { error: 'isRequired' })
      .max(TEAM_DETAIL_MAX_LENGTH, { error: 'tooLong' }),
    email: EmailSchema,
    businessId: z.string().trim().min(1, { error: 'isRequired' }).max(32, { error: 'tooLong' }),
    businessIdName: BusinessIdNameSchema,
    phone: PhoneSchema.or(z.literal('')).default(''),
    zipcode: z.string().trim().min(1, { error: 'isRequired' }).max(16, { error: 'tooLong' }),
  }),
});

export type UpdateTeamBody = z.input<typeof UpdateTeamBodySchema>;

/**
 * The country rules of clinic details zod cannot see: the business id of its kind ("Enter
 * 10-digit NIP", "Incorrect EU VAT", "Enter valid business id for the country") and the postal
 * code ("Incorrect postal code"), as `details.<field>` errors.
 *
 * @example
 * validateTeamDetails({ businessId: '123', businessIdName: 'NIP', zipcode: '31-510' }, 'PL');
 * // [{ property: 'details.businessId', constraints: { invalidNip: 'Enter 10-digit NIP' } }]
 */
export function validateTeamDetails(
  details: { businessId: string; businessIdName: BusinessIdName; zipcode: string },
  country: Country,
): ValidationError[] {
  const errors: ValidationError[] = [];
  const problem = businessIdProblem(details.businessId, details.businessIdName, country);
  if (problem) {
    errors.push({
      property: 'details.businessId',
      constraints: { [problem]: validationMessage(problem) },
    });
  }
  if (!isValidPostalCode(details.zipcode, country)) {
    errors.push({
      property: 'details.zipcode',
      constraints: { invalidPostalCode: validationMessage('invalidPostalCode') },
    });
  }
  return errors;
}

/** What a clinic form needs per country: which business ids it accepts. */
export const TeamSpecsSchema = z.object({
  countries: z.array(
    z.object({ country: CountrySchema, businessIdNames: z.array(BusinessIdNameSchema) }),
  ),
  roles: z.array(MemberRoleSchema),
  notificationModes: z.array(z.string()),
  examinationStates: z.array(z.string()),
});

export type TeamSpecs = z.infer<typeof TeamSpecsSchema>;

/** The business ids a clinic of a country may give: NIP only in Poland, EU VAT in the EU. */
export function businessIdNamesOf(country: (typeof COUNTRIES)[number]): BusinessIdName[] {
  if (country === 'PL') return ['NIP', 'EU_VAT', 'NATIONAL'];
  return hasEuVat(country) ? ['EU_VAT', 'NATIONAL'] : ['NATIONAL'];
}

/** Content types a clinic logo may have. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * DELETE teams/{teamId}: the administrator's current password confirms the removal, which is
 * irreversible and blocks access to patient data, new examinations and invitations
 * (clinical-domain §4).
 */
export const DeleteTeamBodySchema = z.object({ password: PasswordSchema });

export type DeleteTeamBody = z.input<typeof DeleteTeamBodySchema>;

/** POST teams/{teamId}/logo. */
export const LogoUploadBodySchema = z.object({
  contentType: z.enum(LOGO_CONTENT_TYPES, { error: 'invalidValue' }),
});

export type LogoUploadBody = z.input<typeof LogoUploadBodySchema>;

/** Answer of POST teams/{teamId}/logo: PUT the image to `uploadUrl`. */
export const LogoUploadResponseSchema = z.object({ uploadUrl: z.string() });

export type LogoUploadResponse = z.infer<typeof LogoUploadResponseSchema>;

/** PUT to the logo upload URL: where the stored logo is served. */
export const TeamLogoSchema = z.object({ logo: z.string() });

export type TeamLogo = z.infer<typeof TeamLogoSchema>;

/** GET teams/{teamId}/order-created. */
export const OrderCreatedResponseSchema = z.object({ hasOrders: z.boolean() });

export type OrderCreatedResponse = z.infer<typeof OrderCreatedResponseSchema>;

/**
 * GET and PUT teams/{teamId}/covid-intake-settings: the clinic's preset of the COVID intake's
 * after-rest limits (platform-core §5, §9; clinical-domain §5). The server judges every COVID
 * questionnaire of the clinic with it, whatever preset a client sends.
 */
export const CovidIntakeSettingsSchema = z.object({
  vitalLimits: z.enum(COVID_VITAL_LIMIT_IDS, { error: 'invalidValue' }),
});

export type CovidIntakeSettings = z.infer<typeof CovidIntakeSettingsSchema>;

/** How a member hears of an examination state change (clinical-domain §3 "Member"). */
export const NOTIFICATION_MODES = ['email', 'sms', 'none'] as const;

/** One notification mode. */
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export const NotificationModeSchema = z.enum(NOTIFICATION_MODES, { error: 'invalidValue' });

/** A mode per examination state; states left out are `none`. */
export const NotificationModesSchema = z.partialRecord(
  z.enum(EXAMINATION_STATUSES, { error: 'invalidValue' }),
  NotificationModeSchema,
);

/** One member's notification settings in a clinic. */
export const MemberNotificationSettingsSchema = z.object({
  memberId: z.uuid(),
  name: z.string(),
  role: MemberRoleSchema,
  /** Whether the member has a phone number: SMS notices go nowhere without one. */
  hasPhone: z.boolean(),
  modes: z.record(z.enum(EXAMINATION_STATUSES), NotificationModeSchema),
});

export type MemberNotificationSettings = z.infer<typeof MemberNotificationSettingsSchema>;

/** PUT teams/{teamId}/notification-settings/{memberId}: the states to change. */
export const UpdateNotificationSettingsBodySchema = z.object({ modes: NotificationModesSchema });

export type UpdateNotificationSettingsBody = z.input<typeof UpdateNotificationSettingsBodySchema>;

/**
 * Clinic areas a site administrator switches on per clinic (platform-core §3 "Feature
 * visibility"); the navigation shows an area when its name is visible, and the three
 * `examinationType…` names gate the examination types of platform-core §5.
 */
export const FEATURE_NAMES = [
  'examinations',
  'examinationsBoard',
  'covidDashboard',
  'annotations',
  'programs',
  'qualifications',
  'orders',
  'subscriptions',
  'tasks',
  'edfImport',
  'examinationTypeCovid',
  'examinationTypeGameInn',
  'examinationTypeStressInLab',
] as const;

/** One clinic area. */
export type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * What a new clinic starts with: the examination workflow (list, board, annotations, EDF
 * import). Site administrators switch on the rest per clinic.
 */
export const DEFAULT_CLINIC_FEATURES: readonly FeatureName[] = [
  'examinations',
  'examinationsBoard',
  'annotations',
  'edfImport',
];

/** GET teams/{teamId}/feature-visibilities: one entry per visible area. */
export const FeatureVisibilitySchema = z.object({ name: z.enum(FEATURE_NAMES) });

export type FeatureVisibility = z.infer<typeof FeatureVisibilitySchema>;

/** PUT admin/teams/{teamId}/feature-visibilities: the complete list of visible areas. */
export const SetFeatureVisibilitiesBodySchema = z.object({
  names: z.array(z.enum(FEATURE_NAMES, { error: 'invalidValue' })),
});

export type SetFeatureVisibilitiesBody = z.input<typeof SetFeatureVisibilitiesBodySchema>;

/** A clinic as the site administrators' pages list it. */
export const AdminTeamSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  countryContext: CountrySchema,
  memberCount: z.number().int(),
  features: z.array(z.enum(FEATURE_NAMES)),
  createdAt: z.iso.datetime(),
});

export type AdminTeam = z.infer<typeof AdminTeamSchema>;

/** GET teams/specs. */
export const TEAM_SPECS: TeamSpecs = {
  countries: COUNTRIES.map((country) => ({ country, businessIdNames: businessIdNamesOf(country) })),
  roles: [...MEMBER_ROLES],
  notificationModes: [...NOTIFICATION_MODES],
  examinationStates: [...EXAMINATION_STATUSES],
};
