import { DOMAIN_NAMESPACE, ERROR_MESSAGE_KEYS } from '@telemed/domain';
import type { CheckoutState } from '@telemed/domain';
import { checkoutStatusMachine, signupActors } from '@telemed/forms';
import type { CheckoutStatusSnapshot } from '@telemed/forms';
import { Alert, Button, PaymentStatusPanel, Spinner, Stack } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignupServices } from '../services/SignupServicesContext';

/** Props of {@link CheckoutStatus}. */
export interface CheckoutStatusProps {
  /** The checkout's id, from the page's `?checkout=`. */
  checkoutId: string;
  /** What follows the status once the checkout is paid or pending: the page's confirmation. */
  children?: (checkout: CheckoutState) => ReactNode;
  /** What follows a failed or abandoned checkout: a way to try again. */
  retry?: ReactNode;
}

function statusOf(snapshot: CheckoutStatusSnapshot) {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('loadFailed')) return 'loadFailed';
  return 'known';
}

/**
 * A checkout as the server knows it from the provider's verified events (checkout-status
 * machine): paid, pending (asked again until settled, the panel announcing the change), failed
 * with its reason, or abandoned.
 */
export function CheckoutStatus({ checkoutId, children, retry }: CheckoutStatusProps) {
  const { t } = useTranslation();
  const { signup } = useSignupServices();
  const machine = useMemo(
    () => checkoutStatusMachine.provide({ actors: signupActors(signup) }),
    [signup],
  );
  const actor = useActorRef(machine, { input: { checkoutId } });
  const status = useSelector(actor, statusOf);
  const checkout = useSelector(actor, (snapshot) => snapshot.context.checkout);

  if (status === 'loading' && !checkout) {
    return (
      <Stack align="center">
        <Spinner />
      </Stack>
    );
  }
  if (status === 'loadFailed' || !checkout) {
    return (
      <Stack space="small" align="flex-start">
        <Alert>{t('checkout.loadFailed')}</Alert>
        <Button variant="secondary" onPress={() => actor.send({ type: 'checkout.reload' })}>
          {t('checkout.retry')}
        </Button>
      </Stack>
    );
  }
  const failureMessage = checkout.failureReason
    ? t(ERROR_MESSAGE_KEYS[checkout.failureReason], { ns: DOMAIN_NAMESPACE })
    : undefined;
  const isSettledBadly = checkout.status === 'failed' || checkout.status === 'abandoned';
  return (
    <PaymentStatusPanel status={checkout.status} failureMessage={failureMessage}>
      {isSettledBadly ? retry : children?.(checkout)}
    </PaymentStatusPanel>
  );
}
