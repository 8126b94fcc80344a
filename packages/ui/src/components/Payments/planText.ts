import type { Plan, PlanKind, PlanPeriod, Price } from '@telemed/domain';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const KIND_KEYS = {
  demo: 'payments.kind.demo',
  'one-time': 'payments.kind.oneTime',
  subscription: 'payments.kind.subscription',
  normal: 'payments.kind.normal',
} as const satisfies Record<PlanKind, string>;

/** A price in its currency, from its minor units, in the interface language. */
export function formatPrice(price: Price, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(
    price.amountMinor / 100,
  );
}

/**
 * How a plan reads in the interface language: its kind's name, its price ('Free' for the demo),
 * its period ('3 months') and the lines the plan cards and the subscription page show.
 */
export function usePlanText() {
  const { t } = useTranslation('ui');
  const { locale } = useLocale();
  const period = ({ count, unit }: PlanPeriod) =>
    unit === 'months' ? t('payments.months', { count }) : t('payments.days', { count });
  return {
    kindName: (kind: PlanKind) => t(KIND_KEYS[kind]),
    price: (price: Price | null) => (price ? formatPrice(price, locale) : t('payments.free')),
    period,
    /** 'Billed every 1 month' for a subscription, 'Access for 3 months' otherwise. */
    terms: (plan: Plan) =>
      plan.kind === 'subscription'
        ? t('payments.billedEvery', { period: period(plan.period) })
        : t('payments.access', { period: period(plan.period) }),
    /** 'Free trial: 7 days', or nothing without a trial. */
    trial: (plan: Plan) =>
      plan.trialDays > 0
        ? t('payments.trial', { period: period({ count: plan.trialDays, unit: 'days' }) })
        : undefined,
  };
}
