import { ORDER_AGREEMENTS } from '@telemed/domain';
import type { Order, OrderFee } from '@telemed/domain';
import { Badge, SignatureDrawing, Text, formatDateTime } from '@telemed/ui';
import type { ReactNode } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './OrderSummary.css';

const STATUS_TONES = { submitted: 'info', priced: 'warning', active: 'success' } as const;

/** A fee as the interface language writes money. */
export function formatOrderFee(fee: OrderFee, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: fee.currency }).format(
    fee.amount / 100,
  );
}

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  order: Order;
}

/**
 * A submitted order as the clinic and the site administrators read it: its status, fee, the
 * business details, the accepted agreements and the signature with who signed and when.
 */
export function OrderSummary({ order }: OrderSummaryProps) {
  const { t, i18n } = useFormsTranslation();
  const { signature } = order;
  const rows: [string, ReactNode][] = [
    [
      t('order.status'),
      <Badge key="status" tone={STATUS_TONES[order.status]}>
        {t(`order.statuses.${order.status}`)}
      </Badge>,
    ],
    [t('order.fee'), order.fee ? formatOrderFee(order.fee, i18n.language) : t('order.noFee')],
    [t('order.submittedAt'), formatDateTime(order.createdAt)],
    ...(order.activatedAt
      ? [[t('order.activatedAt'), formatDateTime(order.activatedAt)] as [string, ReactNode]]
      : []),
    [t('order.businessName'), order.businessName],
    [t('order.country'), t(`order.countries.${order.country}`)],
    [t(`order.businessIdNames.${order.businessIdName}`), order.businessId],
    [t('order.address'), order.address],
    [t('order.city'), `${order.postalCode} ${order.city}`],
    [t('order.devices'), String(order.devices)],
    [t('order.contractTerm'), t(`order.contractTerms.${order.contractTerm}`)],
    [t('order.specialRequests'), order.specialRequests || '—'],
    [
      t('order.agreements'),
      ORDER_AGREEMENTS.filter((name) => order.agreements.includes(name))
        .map((name) => t(`order.agreementNames.${name}`))
        .join('; '),
    ],
  ];
  return (
    <section aria-label={t('order.summary')}>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.signature}>
        {signature.method === 'drawn' ? (
          <SignatureDrawing
            strokes={signature.strokes}
            label={t('order.signatureOf', { name: signature.signerName })}
          />
        ) : (
          <Text>{t('order.typedSignature', { name: signature.signerName })}</Text>
        )}
        <Text tone="secondary">
          {t('order.signedBy', {
            name: signature.signerName,
            time: formatDateTime(signature.signedAt),
          })}
        </Text>
      </div>
    </section>
  );
}
