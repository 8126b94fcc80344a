import { legalDocumentLanguage } from '@telemed/domain';
import { Alert, CookieBanner, NetworkStatusOverlay, ToastRegion } from '@telemed/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../feedback/errorText';
import { useFailureAlerts } from '../feedback/useFailureAlerts';
import type { FailureAlert } from '../feedback/useFailureAlerts';
import * as styles from './GlobalFeedback.css';

/**
 * Page-wide feedback: the toast region (the client's global messages and errors arrive there
 * through showClientToasts), the offline toast that stays until the connection is back,
 * 4-second alerts for failed loads, and the cookie banner until it is accepted.
 */
export function GlobalFeedback() {
  const { i18n } = useTranslation();
  const { alerts, dismiss } = useFailureAlerts();

  return (
    <>
      <ToastRegion />
      <NetworkStatusOverlay />
      {alerts.length > 0 && (
        <div className={styles.alertStack}>
          {alerts.map((alert) => (
            <FailureAlertItem key={alert.id} alert={alert} onDismiss={dismiss} />
          ))}
        </div>
      )}
      <CookieBanner privacyPolicyHref={`/${legalDocumentLanguage(i18n.language)}/privacy-policy`} />
    </>
  );
}

function FailureAlertItem({
  alert,
  onDismiss,
}: {
  alert: FailureAlert;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  // A stable callback: the alert's 4-second timer restarts whenever onDismiss changes.
  const dismiss = useCallback(() => onDismiss(alert.id), [alert.id, onDismiss]);
  return (
    <Alert tone="error" autoDismiss onDismiss={dismiss}>
      {errorText(alert.error, t)}
    </Alert>
  );
}
