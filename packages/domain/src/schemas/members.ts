import { z } from 'zod';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '../rules/limits';
import { IDENTIFIER_TYPES, identifierProblem } from '../rules/nationalIds';
import { MEMBER_ROLES } from '../rules/roles';
import { EmailSchema } from './auth';
import { QuestionnaireAnswersSchema } from './examinationSpec';
import { IntroQuestionnaireSpecSchema } from './examinationSpec';
import { InvitationSchema } from './invitations';
import { MemberRoleSchema, MemberSchema, TeamSchema } from './team';
import { GenderSchema, HeightSchema, IsoDateSchema } from './user';
import { firstIndexQuery, pageSizeQuery } from './pagingQuery';

/*
 * Members and patients of a clinic (platform-core §3 "Member", §7 "Members and teams";
 * clinical-domain §3 "Patient / user", "Member"). Custom zod messages are constraint keys.
 */

/** Member status (clinical-domain §4): signed in within 7 days, not, or invitation not accepted. */
export const MEMBER_STATUSES = ['active', 'inactive', 'invited'] as const;

/** One member status. */
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A member is active when signed in within this many days (clinical-domain §4, §9). */
export const MEMBER_ACTIVE_DAYS = 7;

/** Default page of the member list: 100 from 0 (platform-core §9). */
export const MEMBER_LIST_DEFAULT_SIZE = 100;

/** Largest member list page a client may ask for. */
export const MEMBER_LIST_MAX_SIZE = 500;

/** Fields the member list sorts by; enrolledOn ascending is the default (platform-core §9). */
export const MEMBER_SORT_FIELDS = ['enrolledOn', 'name', 'email', 'dateOfBirth', 'role'] as const;

/** One sort field of the member list. */
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

/** Size of the patient's place of residence (clinical-domain §3), by inhabitants. */
export const RESIDENCE_SIZES = [
  'village',
  'townUnder20k',
  'town20kTo100k',
  'city100kTo500k',
  'cityOver500k',
] as const;

/** One size of place of residence. */
export type ResidenceSize = (typeof RESIDENCE_SIZES)[number];

/** Body weight accepted in kilograms (platform-core §9: body weight 5-500). */
export const WEIGHT_MIN_KG = 5;
export const WEIGHT_MAX_KG = 500;

/** Longest free text of a patient field (names, places, referral source, description). */
export const PATIENT_TEXT_MAX_LENGTH = 200;

/** SMS activation codes have 6 digits, zero padded (platform-core §3, §9). */
export const SMS_CODE_LENGTH = 6;

/** An international phone number: `+`, country code and 6-14 more digits, spaces or dashes allowed. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{0,2}[\s-]?(\d[\s-]?){5,13}\d$/, { error: 'invalidPhone' });

/** A patient's unique ID within the clinic: 3-32 Latin letters, digits, dashes or slashes. */
export const UniqueIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{2,31}$/, { error: 'invalidUniqueId' });

const text = () => z.string().trim().max(PATIENT_TEXT_MAX_LENGTH, { error: 'tooLong' });

export const IdentifierTypeSchema = z.enum(IDENTIFIER_TYPES, { error: 'invalidValue' });
export const ResidenceSizeSchema = z.enum(RESIDENCE_SIZES, { error: 'invalidValue' });
export const WeightKgSchema = z
  .number()
  .min(WEIGHT_MIN_KG, { error: 'invalidValue' })
  .max(WEIGHT_MAX_KG, { error: 'invalidValue' });

/** Patient fields a member form edits (clinical-domain §3); every one may be cleared with null. */
const patientFieldShapes = {
  firstName: text(),
  lastName: text(),
  phone: PhoneSchema,
  dateOfBirth: IsoDateSchema,
  gender: GenderSchema,
  height: HeightSchema,
  weight: WeightKgSchema,
  identifier: z.string().trim().max(32, { error: 'tooLong' }),
  identifierType: IdentifierTypeSchema,
  description: z.string().trim().max(2000, { error: 'tooLong' }),
  patientCardNumber: z
    .string()
    .trim()
    .max(32, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9/-]*$/, { error: 'identifierNotAlphanumeric' }),
  uniqueId: UniqueIdSchema,
  guardianName: text(),
  guardianPhone: PhoneSchema,
  emergencyContactName: text(),
  emergencyContactPhone: PhoneSchema,
  placeOfResidence: text(),
  placeOfResidenceSize: ResidenceSizeSchema,
  referralSource: text(),
  ownsSmartphone: z.boolean(),
  dependentOnGuardian: z.boolean(),
  assignedPhysicianId: z.uuid({ error: 'invalidFormat' }),
};

export type PatientFieldName = keyof typeof patientFieldShapes;

const nullablePatientFieldShapes = Object.fromEntries(
  Object.entries(patientFieldShapes).map(([name, schema]) => [name, schema.nullable()]),
) as { [Name in PatientFieldName]: z.ZodNullable<(typeof patientFieldShapes)[Name]> };

/** Names of the patient fields, in form order. */
export const PATIENT_FIELD_NAMES = Object.keys(patientFieldShapes) as PatientFieldName[];

/** Adds the identifier's national-number check (clinical-domain §3, §5) to a body schema. */
function checkIdentifier(
  body: { identifier?: string | null; identifierType?: string | null },
  context: z.core.$RefinementCtx,
): void {
  const { identifier, identifierType } = body;
  if (identifier && !identifierType) {
    context.addIssue({ code: 'custom', path: ['identifierType'], message: 'isRequired' });
  }
  if (!identifier || !identifierType) return;
  const problem = identifierProblem(
    identifierType as (typeof IDENTIFIER_TYPES)[number],
    identifier,
  );
  if (problem) {
    context.addIssue({
      code: 'custom',
      path: ['identifier'],
      message: problem === 'notAlphanumeric' ? 'identifierNotAlphanumeric' : 'invalidFormat',
    });
  }
}

/** A patient's clinic record: every field of clinical-domain §3, null when not filled in. */
export const PatientProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  identifier: z.string().nullable(),
  identifierType: IdentifierTypeSchema.nullable(),
  description: z.string().nullable(),
  patientCardNumber: z.string().nullable(),
  uniqueId: z.string().nullable(),
  guardianName: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  placeOfResidence: z.string().nullable(),
  placeOfResidenceSize: ResidenceSizeSchema.nullable(),
  referralSource: z.string().nullable(),
  ownsSmartphone: z.boolean().nullable(),
  dependentOnGuardian: z.boolean().nullable(),
  assignedPhysicianId: z.uuid().nullable(),
});

export type PatientProfile = z.infer<typeof PatientProfileSchema>;

/** A member as the members page shows it: the member, its status and the patient record. */
export const TeamMemberSchema = MemberSchema.extend({
  status: z.enum(MEMBER_STATUSES),
  archived: z.boolean(),
  /** Join date: when the member joined the clinic (enrolledOn). */
  joinedOn: z.iso.datetime().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  lastTransmissionAt: z.iso.datetime().nullable(),
  /**
   * Whether this clinic created the patient's account (POST teams/{teamId}/user): only then may
   * it log the patient out of all devices. A person with an account of their own joins by
   * accepting an invitation, and their account stays theirs.
   */
  accountCreatedByClinic: z.boolean(),
  profile: PatientProfileSchema,
});

export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** Query of GET teams/{teamId}: sort, page and the patient list's filters. */
export const MemberListQuerySchema = z.object({
  sortBy: z.enum(MEMBER_SORT_FIELDS, { error: 'invalidValue' }).default('enrolledOn'),
  sortDirection: z.enum(['asc', 'desc'], { error: 'invalidValue' }).default('asc'),
  offset: firstIndexQuery(),
  size: pageSizeQuery(MEMBER_LIST_MAX_SIZE, MEMBER_LIST_DEFAULT_SIZE),
  /** `patients` lists role user, `employees` every other role; absent lists everyone. */
  kind: z.enum(['patients', 'employees'], { error: 'invalidValue' }).optional(),
  /** Contained in the member's name or full name (case-insensitive). */
  name: z.string().trim().max(FULL_NAME_MAX_LENGTH, { error: 'tooLong' }).optional(),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, { error: 'tooLong' }).optional(),
  dateOfBirth: IsoDateSchema.optional(),
  /** The show-archived switch: archived patients are left out unless true. */
  showArchived: z
    .enum(['true', 'false'], { error: 'invalidValue' })
    .optional()
    .transform((value) => value === 'true'),
});

export type MemberListQuery = z.input<typeof MemberListQuerySchema>;

/** GET teams/{teamId}: the clinic with one page of its members and their total. */
export const TeamWithMembersSchema = TeamSchema.extend({
  members: z.array(TeamMemberSchema),
  total: z.number().int(),
});

export type TeamWithMembers = z.infer<typeof TeamWithMembersSchema>;

/**
 * POST teams/{teamId}/user: a new patient. Only non-null fields are sent (platform-core §3);
 * fullName is required, the identifier is checked against its type's national number rules.
 */
export const CreateMemberBodySchema = z
  .object(patientFieldShapes)
  .partial()
  .extend({
    fullName: z
      .string()
      .trim()
      .min(1, { error: 'isRequired' })
      .max(FULL_NAME_MAX_LENGTH, { error: 'tooLong' }),
    email: EmailSchema.optional(),
  })
  .superRefine(checkIdentifier);

export type CreateMemberBody = z.input<typeof CreateMemberBodySchema>;

/**
 * Answer of POST teams/{teamId}/user: the new patient, or, when the e-mail already belongs to an
 * account, the invitation mailed to it. An account is a person's: it joins the clinic only by
 * accepting, as a patient, and until then the clinic holds nothing of it.
 */
export const CreateMemberResponseSchema = z.union([
  z.object({ teamMember: TeamMemberSchema }),
  z.object({ invitation: InvitationSchema }),
]);

export type CreateMemberResponse = z.infer<typeof CreateMemberResponseSchema>;

/**
 * PATCH teams/{teamId}/members/{memberId}: the role (administrators), archived (patients only)
 * and any patient field; null clears a field.
 */
export const UpdateMemberBodySchema = z
  .object(nullablePatientFieldShapes)
  .partial()
  .extend({ role: MemberRoleSchema.optional(), archived: z.boolean().optional() })
  .superRefine(checkIdentifier);

export type UpdateMemberBody = z.input<typeof UpdateMemberBodySchema>;

/** PATCH teams/{teamId}/user/{memberId}: a patient's personal details; null clears one. */
export const UpdatePersonalDetailsBodySchema = z.object({
  dateOfBirth: IsoDateSchema.nullable().optional(),
  gender: GenderSchema.nullable().optional(),
  height: HeightSchema.nullable().optional(),
});

export type UpdatePersonalDetailsBody = z.input<typeof UpdatePersonalDetailsBodySchema>;

/** PUT teams/{teamId}/user/{memberId}/fullName. */
export const UpdateFullNameBodySchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'isRequired' })
    .max(FULL_NAME_MAX_LENGTH, { error: 'tooLong' }),
});

export type UpdateFullNameBody = z.input<typeof UpdateFullNameBodySchema>;

/** Answer of POST teams/{teamId}/members/{memberId}/code. */
export const SmsCodeResponseSchema = z.object({
  /** 6 digits, zero padded. */
  code: z.string().regex(/^\d{6}$/),
  /** Whether it went out by SMS; false when the patient has no phone number. */
  sent: z.boolean(),
  expiresAt: z.iso.datetime(),
});

export type SmsCodeResponse = z.infer<typeof SmsCodeResponseSchema>;

/** GET teams/{teamId}/questionnairespec: the questions of a patient's questionnaire. */
export const MemberQuestionnaireSpecSchema = IntroQuestionnaireSpecSchema;

export type MemberQuestionnaireSpec = z.infer<typeof MemberQuestionnaireSpecSchema>;

/** GET teams/{teamId}/members/{memberId}/questionnaire. */
export const MemberQuestionnaireSchema = z.object({
  _id: z.uuid(),
  memberId: z.uuid(),
  answers: QuestionnaireAnswersSchema,
  updatedAt: z.iso.datetime().nullable(),
});

export type MemberQuestionnaire = z.infer<typeof MemberQuestionnaireSchema>;

/** PATCH teams/members/questionnaire/{questionnaireId}: answers merged into the stored ones. */
export const UpdateMemberQuestionnaireBodySchema = z.object({
  answers: QuestionnaireAnswersSchema,
});

export type UpdateMemberQuestionnaireBody = z.input<typeof UpdateMemberQuestionnaireBodySchema>;

/** Employee roles: every member role but `user`. */
export const EmployeeRoleSchema = z.enum(
  MEMBER_ROLES.filter((role) => role !== 'user') as [
    'doctor',
    'nurse',
    'physiotherapist',
    'administrator',
  ],
  { error: 'invalidValue' },
);

/** POST teams/{teamId}/employee: add an employee by email (an invitation is mailed). */
export const AddEmployeeBodySchema = z.object({ email: EmailSchema, role: EmployeeRoleSchema });

export type AddEmployeeBody = z.input<typeof AddEmployeeBodySchema>;

/** One body weight measurement (platform-core §3 "Weight"). */
export const WeightSchema = z.object({
  id: z.uuid(),
  /** Kilograms. */
  value: z.number(),
  date: z.iso.datetime(),
});

export type Weight = z.infer<typeof WeightSchema>;

/** POST weights. */
export const CreateWeightBodySchema = z.object({
  value: WeightKgSchema,
  date: z.iso.datetime({ offset: true, error: 'invalidFormat' }),
});

export type CreateWeightBody = z.input<typeof CreateWeightBodySchema>;

/** GET weights: 1-based page of `limit` measurements, newest first. */
export const WeightListQuerySchema = z.object({
  page: z.coerce
    .number<number>()
    .int({ error: 'notInteger' })
    .min(1, { error: 'invalidValue' })
    .default(1),
  limit: z.coerce
    .number<number>()
    .int({ error: 'notInteger' })
    .min(1, { error: 'invalidValue' })
    .max(100, { error: 'invalidValue' })
    .default(20),
});

export type WeightListQuery = z.input<typeof WeightListQuerySchema>;

/** GET weights answer: one page and the total. */
export const WeightListSchema = z.object({ data: z.array(WeightSchema), total: z.number().int() });

export type WeightList = z.infer<typeof WeightListSchema>;
