import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import type { FeedbackTone } from '../../tokens/palette';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Alert.css';
import { ALERT_TIMEOUT_MS, limitAlertMessage } from './alertConstants';

/** Props of {@link Alert}. */
export interface AlertProps {
  /**
   * Meaning and colour. Errors and warnings interrupt screen readers (role alert); success and
   * info are announced politely (role status).
   * @default 'error'
   */
  tone?: FeedbackTone;
  /** Optional bold first line. */
  title?: string;
  /** The message; text longer than ALERT_LIMIT (200) characters is cut. */
  children: ReactNode;
  /** Called when the dismiss button is pressed or the auto-dismiss time has passed; shows a dismiss button. */
  onDismiss?: () => void;
  /**
   * Dismiss on its own after ALERT_TIMEOUT_MS (4000 ms); needs `onDismiss`.
   * @default false
   */
  autoDismiss?: boolean;
  className?: string;
}

/**
 * An inline message about the page or a form: server errors, confirmations, warnings.
 * @selector [data-tone="success" | "error" | "info" | "warning"]
 */
export function Alert({
  tone = 'error',
  title,
  children,
  onDismiss,
  autoDismiss = false,
  className,
}: AlertProps) {
  const { t } = useTranslation('ui');
  useEffect(() => {
    if (!autoDismiss || !onDismiss) return;
    const timer = setTimeout(onDismiss, ALERT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [autoDismiss, onDismiss]);

  const isUrgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      data-tone={tone}
      className={joinClassNames(styles.alert, styles.tone[tone], className)}
    >
      <Icon name={tone} className={styles.icon} />
      <div className={styles.body}>
        {title && <span className={styles.title}>{title}</span>}
        <span>{typeof children === 'string' ? limitAlertMessage(children) : children}</span>
      </div>
      {onDismiss && (
        <IconButton
          icon="close"
          aria-label={t('common.dismiss')}
          onPress={onDismiss}
          className={styles.dismiss}
        />
      )}
    </div>
  );
}
