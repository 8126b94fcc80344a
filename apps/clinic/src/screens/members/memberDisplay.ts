import type { Member, MemberStatus } from '@telemed/domain';
import type { BadgeProps } from '@telemed/ui';

/** How each member status is shown. */
export const STATUS_TONES: Record<MemberStatus, BadgeProps['tone']> = {
  active: 'success',
  inactive: 'neutral',
  invited: 'info',
};

/**
 * The name a member is shown by: their full name, else the clinic's name for them, else (an
 * account that never gave a name) their email.
 */
export const memberName = (member: Member) =>
  member.user.personalDetails.fullName || member.name || member.email;
