import { displayedExaminationStatus } from '@telemed/domain';
import type { ExaminationStatus } from '@telemed/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Badge.css';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** @default 'neutral' */
  tone?: keyof typeof styles.tone;
  children: ReactNode;
}

/**
 * A short label that classifies something (a role, a count, a state).
 * @selector [data-tone]
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={joinClassNames(styles.badge, styles.tone[tone])} data-tone={tone}>
      {children}
    </span>
  );
}

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The examination status; DEFAULT is shown as FOR_DESCRIPTION (platform-core §4). */
  status: ExaminationStatus;
}

/**
 * An examination status in its colour role with its translated name.
 * @selector [data-status]
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation('ui');
  const shownStatus = displayedExaminationStatus(status);
  return (
    <span
      className={joinClassNames(styles.badge, styles.status[shownStatus])}
      data-status={shownStatus}
    >
      {t(`examinationStatus.${shownStatus}`)}
    </span>
  );
}
