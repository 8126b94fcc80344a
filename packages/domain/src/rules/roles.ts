/** Roles of a team member; `user` is a patient, every other role is an employee. */
export const MEMBER_ROLES = [
  'user',
  'doctor',
  'nurse',
  'physiotherapist',
  'administrator',
] as const;

export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Site-wide roles a user may hold in `user.role`; a site administrator may enter /admin. */
export const SITE_ROLES = ['administrator'] as const;

export type SiteRole = (typeof SITE_ROLES)[number];

/** The employee roles: every member role but `user` (a patient). */
export const EMPLOYEE_ROLES = MEMBER_ROLES.filter((role) => role !== 'user');

export function isEmployeeRole(role: MemberRole): boolean {
  return role !== 'user';
}

export function isSiteAdministrator(user: { role: readonly string[] }): boolean {
  return user.role.includes('administrator');
}

/**
 * Whether a clinic belongs in the staff portal's clinic list (the team list variant of
 * platform-core §2): the user works there (doctor, administrator, nurse or physiotherapist), or
 * is a site administrator. A clinic where the user is only a patient is the mobile app's.
 *
 * @example
 * isPortalTeam({ role: 'user' }, { role: [] }); // false
 * isPortalTeam({ role: 'user' }, { role: ['administrator'] }); // true
 */
export function isPortalTeam(
  team: { role: MemberRole },
  user: { role: readonly string[] } | null,
): boolean {
  return isEmployeeRole(team.role) || (user !== null && isSiteAdministrator(user));
}
