import { MEMBER_ACTIVE_DAYS } from '@telemed/domain';
import type { MemberStatus, PatientProfile, TeamMember } from '@telemed/domain';
import type { MemberProfileRow, TeamMemberRow, UserRow } from '../db/schema';
import type { MemberRecord } from '../repositories/membersRepository';
import { shownPersonalDetails, toMember } from './views';

/**
 * Patients created without an email address get an account under this reserved domain
 * (RFC 2606 `.invalid`), so every member still has a unique account; it is shown as no address.
 */
export const NO_EMAIL_DOMAIN = '@no-email.telemed.invalid';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Member status (clinical-domain §4): invited until the invitation is accepted, then active when
 * the user signed in within the last 7 days, else inactive.
 */
export function memberStatus(member: TeamMemberRow, user: UserRow, now: Date): MemberStatus {
  if (!member.acceptedInvitation) return 'invited';
  const lastLogin = user.lastLoginAt?.getTime();
  return lastLogin !== undefined && now.getTime() - lastLogin <= MEMBER_ACTIVE_DAYS * DAY_MS
    ? 'active'
    : 'inactive';
}

function toProfile(
  profile: MemberProfileRow | null,
  member: TeamMemberRow,
  user: UserRow,
): PatientProfile {
  return {
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    height: shownPersonalDetails(member, user).height,
    weight: profile?.weight ?? null,
    identifier: profile?.identifier ?? null,
    identifierType: profile?.identifierType ?? null,
    description: profile?.description ?? null,
    patientCardNumber: profile?.patientCardNumber ?? null,
    uniqueId: profile?.uniqueId ?? null,
    guardianName: profile?.guardianName ?? null,
    guardianPhone: profile?.guardianPhone ?? null,
    emergencyContactName: profile?.emergencyContactName ?? null,
    emergencyContactPhone: profile?.emergencyContactPhone ?? null,
    placeOfResidence: profile?.placeOfResidence ?? null,
    placeOfResidenceSize: profile?.placeOfResidenceSize ?? null,
    referralSource: profile?.referralSource ?? null,
    ownsSmartphone: profile?.ownsSmartphone ?? null,
    dependentOnGuardian: profile?.dependentOnGuardian ?? null,
    assignedPhysicianId: profile?.assignedPhysicianId ?? null,
  };
}

/** The wire shape of a member with its status and clinic record. */
export function toTeamMember(
  { member, user, profile }: MemberRecord,
  now = new Date(),
): TeamMember {
  const base = toMember(member, user);
  const email = user.email.endsWith(NO_EMAIL_DOMAIN) ? '' : user.email;
  return {
    ...base,
    email,
    user: { ...base.user, email },
    status: memberStatus(member, user, now),
    archived: profile?.archived ?? false,
    joinedOn: member.enrolledOn?.toISOString() ?? null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    lastTransmissionAt: profile?.lastTransmissionAt?.toISOString() ?? null,
    accountCreatedByClinic: member.role === 'user' && user.createdByTeamId === member.teamId,
    profile: toProfile(profile, member, user),
  };
}
