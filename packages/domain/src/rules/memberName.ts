import type { Member } from '../schemas/team';

/**
 * The name a member is shown by: their full name, else the clinic's name for them, else (an
 * account that never gave a name) their email.
 *
 * @example
 * memberName(member); // 'Anna Nowak'
 */
export function memberName(member: Member): string {
  return member.user.personalDetails.fullName || member.name || member.email;
}
