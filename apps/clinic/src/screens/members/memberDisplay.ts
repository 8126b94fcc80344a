import type { MemberStatus } from '@telemed/domain';
import type { BadgeProps } from '@telemed/ui';

/** How each member status is shown. */
export const STATUS_TONES: Record<MemberStatus, BadgeProps['tone']> = {
  active: 'success',
  inactive: 'neutral',
  invited: 'info',
};

/** The name a member is shown by: the domain's rule, shared with the forms. */
export { memberName } from '@telemed/domain';
