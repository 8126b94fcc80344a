import type { CurrentPlan, Subscription } from '@telemed/domain';
import { Alert, Button, ConfirmDialog, formatDate, Inline, Text, usePlanText } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { DetailList } from '../../shell/DetailList';
import { SectionCard } from '../../shell/SectionCard';
import type { SubscriptionActor } from './subscriptionActor';

/** Plans that no longer give access: the user may choose a new one. */
const ENDED_STATUSES: ReadonlySet<Subscription['status']> = new Set(['canceled', 'ended']);

const dateOf = (iso: string | null) => (iso ? formatDate(new Date(iso)) : null);

/**
 * The current plan (its kind, price, clinic, status, trial end, next payment or end) with
 * cancelling at the period's end (confirmed), resuming and the provider's customer portal, or
 * "no plan" with Choose a plan.
 * Cancel becomes Resume (and back) on the same button, which keeps the focus; should the
 * focused element go away all the same, focus moves to the first action instead of being lost.
 */
export function CurrentPlanSection({
  actor,
  currentPlan,
}: {
  actor: SubscriptionActor;
  currentPlan: CurrentPlan;
}) {
  const { t } = useTranslation();
  const planText = usePlanText();
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const isCancelling = useSelector(actor, (snapshot) => snapshot.hasTag('cancelling'));
  const isResuming = useSelector(actor, (snapshot) => snapshot.hasTag('resuming'));
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(actor, (snapshot) => {
    const { failure: last } = snapshot.context;
    return last?.action === 'cancel' || last?.action === 'resume' ? last.error : null;
  });
  const actions = useRef<HTMLDivElement>(null);
  const { subscription } = currentPlan;
  const cancelAtPeriodEnd = subscription?.cancelAtPeriodEnd;

  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    actions.current?.querySelector<HTMLElement>('button')?.focus();
  }, [cancelAtPeriodEnd]);

  const canChoose = !subscription || ENDED_STATUSES.has(subscription.status);
  const isRenewing =
    subscription?.plan.kind === 'subscription' && !subscription.cancelAtPeriodEnd && !canChoose;
  const isResumable = Boolean(subscription?.cancelAtPeriodEnd) && !canChoose;

  return (
    <SectionCard headingId="current-plan-heading" heading={t('subscriptionPage.planHeading')}>
      {subscription ? (
        <DetailList
          details={[
            [t('subscriptionPage.details.plan'), planText.kindName(subscription.plan.kind)],
            [
              t('subscriptionPage.details.price'),
              `${planText.price(subscription.plan.price)} · ${planText.terms(subscription.plan)}`,
            ],
            [t('subscriptionPage.details.clinic'), subscription.teamName],
            [
              t('subscriptionPage.details.status'),
              t(`subscriptionPage.statuses.${subscription.status}`),
            ],
            [t('subscriptionPage.details.trialEnds'), dateOf(subscription.trialEndsAt)],
            [t('subscriptionPage.details.nextPayment'), dateOf(subscription.nextPaymentAt)],
            [t('subscriptionPage.details.endsOn'), dateOf(subscription.endsAt)],
          ]}
        />
      ) : (
        <Text>{t('subscriptionPage.noPlan')}</Text>
      )}
      {isResumable && (
        <Text tone="secondary">
          {t('subscriptionPage.cancelledNotice', { date: dateOf(subscription.endsAt) })}
        </Text>
      )}
      {failure !== null && <Alert tone="error">{errorText(failure, t)}</Alert>}
      <div ref={actions}>
        <Inline space="medium">
          {canChoose && (
            <Button variant="primary" onPress={() => actor.send({ type: 'plans.open' })}>
              {t('subscriptionPage.choosePlan')}
            </Button>
          )}
          {/* Cancel and Resume are one button that changes with the plan, so focus stays on it
              whichever order the answer and the confirmation's closing come in. */}
          {isRenewing ? (
            <Button
              variant="secondary"
              isPending={isCancelling}
              isDisabled={isBusy && !isCancelling}
              onPress={() => setConfirmingCancel(true)}
            >
              {t('subscriptionPage.cancel')}
            </Button>
          ) : isResumable ? (
            <Button
              variant="primary"
              isPending={isResuming}
              isDisabled={isBusy && !isResuming}
              onPress={() => actor.send({ type: 'plan.resume' })}
            >
              {t('subscriptionPage.resume')}
            </Button>
          ) : null}
          {subscription?.hasCustomerPortal && !canChoose && <CustomerPortalButton />}
        </Inline>
      </div>
      <ConfirmDialog
        isOpen={isConfirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('subscriptionPage.cancelTitle')}
        message={t('subscriptionPage.cancelMessage', {
          date: dateOf(subscription?.nextPaymentAt ?? null),
        })}
        confirmLabel={t('subscriptionPage.cancelConfirm')}
        onConfirm={() => actor.send({ type: 'plan.cancel' })}
      />
    </SectionCard>
  );
}

/**
 * The payment provider's customer portal (cards, invoices — Stripe's billing portal), for a plan
 * whose provider offers one: a session is asked for and the browser goes there.
 */
function CustomerPortalButton() {
  const { t } = useTranslation();
  const { client } = useServices();
  const open = useMutation({
    mutationFn: () => client.subscription.openCustomerPortal(),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <>
      <Button variant="secondary" isPending={open.isPending} onPress={() => open.mutate()}>
        {t('subscriptionPage.customerPortal')}
      </Button>
      {open.isError && (
        <Alert tone="error">
          {t('subscriptionPage.customerPortalFailed')} {errorText(open.error, t)}
        </Alert>
      )}
    </>
  );
}
