import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import type {
  ApiClient,
  Gender,
  IdentifierType,
  ResidenceSize,
  TeamMember,
  UpdateMemberBody,
} from '@telemed/domain';
import { memberName } from './memberDisplay';

/** The free-text fields of a patient's record, as the form's text inputs hold them. */
export const PATIENT_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'identifier',
  'patientCardNumber',
  'uniqueId',
  'guardianName',
  'guardianPhone',
  'emergencyContactName',
  'emergencyContactPhone',
  'placeOfResidence',
  'referralSource',
  'description',
] as const;

type TextFieldName = (typeof PATIENT_TEXT_FIELDS)[number];

/**
 * What the patient form's inputs hold (clinical-domain §3 "Patient / user"): text as typed,
 * numbers as react-aria's NumberField reports them (`NaN` while empty), choices null until made.
 */
export type PatientDraft = Record<TextFieldName, string> & {
  fullName: string;
  /** Sent when adding a patient; a patient's account email is theirs to change, not the clinic's. */
  email: string;
  dateOfBirth: CalendarDate | null;
  gender: Gender | null;
  identifierType: IdentifierType | null;
  /** Centimetres. */
  height: number;
  /** Kilograms. */
  weight: number;
  placeOfResidenceSize: ResidenceSize | null;
  ownsSmartphone: boolean | null;
  dependentOnGuardian: boolean | null;
  assignedPhysicianId: string | null;
};

/** The form of a new patient: everything empty. */
export const EMPTY_PATIENT_DRAFT: PatientDraft = {
  ...(Object.fromEntries(PATIENT_TEXT_FIELDS.map((name) => [name, ''])) as Record<
    TextFieldName,
    string
  >),
  fullName: '',
  email: '',
  dateOfBirth: null,
  gender: null,
  identifierType: null,
  height: Number.NaN,
  weight: Number.NaN,
  placeOfResidenceSize: null,
  ownsSmartphone: null,
  dependentOnGuardian: null,
  assignedPhysicianId: null,
};

/** The form filled with a patient's record, for editing it. */
export function patientDraftOf(member: TeamMember): PatientDraft {
  const { profile } = member;
  const { dateOfBirth, gender } = member.user.personalDetails;
  const texts = Object.fromEntries(
    PATIENT_TEXT_FIELDS.map((name) => [
      name,
      (name === 'phone' ? member.phone : profile[name]) ?? '',
    ]),
  ) as Record<TextFieldName, string>;
  return {
    ...texts,
    fullName: memberName(member),
    email: member.email,
    dateOfBirth: dateOfBirth ? parseDate(dateOfBirth.slice(0, 10)) : null,
    gender,
    identifierType: profile.identifierType,
    height: profile.height ?? Number.NaN,
    weight: profile.weight ?? Number.NaN,
    placeOfResidenceSize: profile.placeOfResidenceSize,
    ownsSmartphone: profile.ownsSmartphone,
    dependentOnGuardian: profile.dependentOnGuardian,
    assignedPhysicianId: profile.assignedPhysicianId,
  };
}

/** Every patient field of the draft as the API takes it: trimmed text, null when empty. */
function patientFields(draft: PatientDraft) {
  const texts = Object.fromEntries(
    PATIENT_TEXT_FIELDS.map((name) => [name, draft[name].trim() || null]),
  ) as Record<TextFieldName, string | null>;
  return {
    ...texts,
    // A type without a number says nothing: the number is what the type qualifies.
    identifierType: texts.identifier ? draft.identifierType : null,
    dateOfBirth: draft.dateOfBirth?.toString() ?? null,
    gender: draft.gender,
    height: Number.isNaN(draft.height) ? null : draft.height,
    weight: Number.isNaN(draft.weight) ? null : draft.weight,
    placeOfResidenceSize: draft.placeOfResidenceSize,
    ownsSmartphone: draft.ownsSmartphone,
    dependentOnGuardian: draft.dependentOnGuardian,
    assignedPhysicianId: draft.assignedPhysicianId,
  } satisfies UpdateMemberBody;
}

/** The body of a new patient as the client takes it: nulls are left out of the request. */
export type NewPatientBody = Parameters<ApiClient['members']['createMember']>[0]['body'];

/**
 * The body of POST teams/{teamId}/user: the name, the email when given and every field with a
 * value (the client leaves nulls out, platform-core §3).
 */
export function newPatientBody(draft: PatientDraft): NewPatientBody {
  return {
    ...patientFields(draft),
    fullName: draft.fullName.trim(),
    email: draft.email.trim() || undefined,
  };
}

/** What saving an edited record sends: the new name, if changed, and the changed fields. */
export interface PatientChanges {
  /** PUT teams/{teamId}/user/{memberId}/fullName. */
  fullName?: string;
  /** PATCH teams/{teamId}/members/{memberId}: changed fields only, null clearing one. */
  fields: UpdateMemberBody;
}

/**
 * The changes between a patient's record and the edited form, so a save touches only what the
 * user changed and never overwrites a colleague's concurrent change to another field.
 *
 * @example
 * patientChanges(member, { ...patientDraftOf(member), phone: '' });
 * // { fields: { phone: null } }
 */
export function patientChanges(member: TeamMember, draft: PatientDraft): PatientChanges {
  const before: Record<string, unknown> = patientFields(patientDraftOf(member));
  const fields = Object.fromEntries(
    Object.entries(patientFields(draft)).filter(([name, value]) => before[name] !== value),
  ) as UpdateMemberBody;
  const fullName = draft.fullName.trim();
  const nameChanged = fullName !== memberName(member);
  return nameChanged ? { fullName, fields } : { fields };
}

/** Whether saving the draft would change anything. */
export function hasPatientChanges(changes: PatientChanges): boolean {
  return changes.fullName !== undefined || Object.keys(changes.fields).length > 0;
}
