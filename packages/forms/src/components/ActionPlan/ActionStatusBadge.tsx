import { DOMAIN_NAMESPACE } from '@telemed/domain';
import type { ActionStatus } from '@telemed/domain';
import { Badge } from '@telemed/ui';
import type { BadgeProps } from '@telemed/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

/** Props of {@link ActionStatusBadge}. */
export interface ActionStatusBadgeProps {
  status: ActionStatus;
}

/** How each status reads at a glance: waiting for the patient, for staff, done, withdrawn. */
const TONES: Record<ActionStatus, NonNullable<BadgeProps['tone']>> = {
  todo: 'warning',
  answered: 'info',
  reviewed: 'success',
  cancelled: 'neutral',
};

/** An action's status (docs/decisions.md "Action plans") as a badge. */
export function ActionStatusBadge({ status }: ActionStatusBadgeProps) {
  const { t } = useFormsTranslation();
  return (
    <Badge tone={TONES[status]}>
      {t(`actionPlans.statuses.${status}`, { ns: DOMAIN_NAMESPACE })}
    </Badge>
  );
}
