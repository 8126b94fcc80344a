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

export function isEmployeeRole(role: MemberRole): boolean {
  return role !== 'user';
}

export function isSiteAdministrator(user: { role: readonly string[] }): boolean {
  return user.role.includes('administrator');
}
