import type { FinalQualificationState, QualificationState } from '@telemed/domain';
import { Badge } from '@telemed/ui';
import type { BadgeProps } from '@telemed/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

/** Props of {@link QualificationStateBadge}. */
export interface QualificationStateBadgeProps {
  state: QualificationState;
  /** The final qualification's state, shown after the qualification's when there is one. */
  finalQualification?: FinalQualificationState | null;
}

/** How each state reads at a glance: under way, done well, done badly, or not begun. */
const TONES: Record<QualificationState, NonNullable<BadgeProps['tone']>> = {
  start: 'neutral',
  pending: 'warning',
  qualifying: 'info',
  testing: 'info',
  qualified: 'success',
  accepted: 'success',
  rejected: 'error',
};

/** A qualification's state (clinical-domain §4) as a badge, with its final qualification's. */
export function QualificationStateBadge({
  state,
  finalQualification = null,
}: QualificationStateBadgeProps) {
  const { t } = useFormsTranslation();
  return (
    <span>
      <Badge tone={TONES[state]}>{t(`qualification.states.${state}`)}</Badge>
      {finalQualification && ` ${t(`qualification.finalStates.${finalQualification}`)}`}
    </span>
  );
}
