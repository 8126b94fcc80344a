import type { Member, Team, User } from '@telemed/domain';
import type { MemberPersonalDetails, TeamMemberRow, TeamRow, UserRow } from '../db/schema';

/** Public URL path of a stored avatar; avatars are served without a token (img tags send none). */
export function avatarUrl(avatarKey: string): string {
  return `/api/${avatarKey}`;
}

/** The wire shape of a user; never includes the password hash or consents. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    avatar: row.avatarKey ? avatarUrl(row.avatarKey) : null,
    role: row.siteRoles,
    confirmed: row.confirmedAt !== null,
    settings: row.settings,
    personalDetails: row.personalDetails,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTeam(team: TeamRow, member: TeamMemberRow): Team {
  return {
    _id: team.id,
    name: team.name,
    countryContext: team.countryContext,
    details: team.details ?? null,
    role: member.role,
    memberId: member.id,
  };
}

/**
 * The birth date, gender and height a clinic shows for its member: a patient's from the
 * clinic's own record (which the clinic edits), an employee's from their account (their own).
 */
export function shownPersonalDetails(member: TeamMemberRow, user: UserRow): MemberPersonalDetails {
  if (member.role === 'user') return member.personalDetails;
  const { dateOfBirth, gender, height } = user.personalDetails;
  return { dateOfBirth, gender, height };
}

export function toMember(member: TeamMemberRow, user: UserRow): Member {
  const { dateOfBirth, gender } = shownPersonalDetails(member, user);
  return {
    _id: member.id,
    role: member.role,
    user: {
      _id: user.id,
      email: user.email,
      personalDetails: {
        // A patient is called what the clinic calls them; an employee what they call themselves.
        fullName:
          member.role === 'user' ? member.name || user.fullName : user.personalDetails.fullName,
        dateOfBirth,
        gender,
      },
    },
    name: member.name || user.fullName,
    email: user.email,
    phone: member.phone,
    acceptedInvitation: member.acceptedInvitation,
    enrolledOn: member.enrolledOn?.toISOString() ?? null,
  };
}
