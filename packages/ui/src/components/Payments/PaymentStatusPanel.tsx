import type { CheckoutStatus } from '@telemed/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import { Stack } from '../../layout/Stack';

/** Props of {@link PaymentStatusPanel}. */
export interface PaymentStatusPanelProps {
  /** The checkout's status as the server knows it from the provider's verified events. */
  status: CheckoutStatus;
  /** Why it failed, in the interface language (the domain's message of the failure reason). */
  failureMessage?: string;
  /** What follows the status: the page's confirmation once paid, a way back otherwise. */
  children?: ReactNode;
}

const LOOK = {
  paid: { icon: 'success', tone: 'positive' },
  pending: { icon: 'info', tone: 'secondary' },
  failed: { icon: 'error', tone: 'critical' },
  abandoned: { icon: 'warning', tone: 'secondary' },
} as const satisfies Record<CheckoutStatus, { icon: IconName; tone: string }>;

/**
 * Where a payment is, as the server knows it, never as the page assumes: paid (then the page's
 * own confirmation), pending (a payment confirmed later: the page updates by itself), failed
 * (with the reason) or abandoned. A live region, so a status that changes while the page is open
 * is announced.
 */
export function PaymentStatusPanel({ status, failureMessage, children }: PaymentStatusPanelProps) {
  const { t } = useTranslation('ui');
  const look = LOOK[status];
  return (
    <Card role="status" aria-live="polite" aria-labelledby="payment-status-title">
      <Stack space="medium" align="flex-start">
        <Text as="span" tone={look.tone}>
          {status === 'pending' ? <Spinner size="small" /> : <Icon name={look.icon} size={32} />}
        </Text>
        <Heading level={2} size="large" id="payment-status-title">
          {t(`payments.status.${status}Title`)}
        </Heading>
        {status === 'pending' && <Text>{t('payments.status.pendingBody')}</Text>}
        {status === 'failed' && failureMessage && <Text>{failureMessage}</Text>}
        {status === 'abandoned' && <Text>{t('payments.status.abandonedBody')}</Text>}
        {children}
      </Stack>
    </Card>
  );
}
