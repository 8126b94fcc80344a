import { Alert, Button, PlanChoice, Spinner, Stack, Text } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckoutStatus } from '../checkout/CheckoutStatus';
import { useSignupActor } from '../registration/RegistrationFlow';
import { signupPaths } from '../routes/signupPaths';
import { PageFrame } from './PageFrame';

/**
 * Step 1 of the rehabilitation registration: choosing a plan. A checkout that was declined or
 * left comes back here with `?checkout=`: its state shows above the plans, to choose again.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const actor = useSignupActor();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const lastCheckoutId = searchParams.get('checkout');
  const plans = useSelector(actor, (snapshot) => snapshot.context.plans);
  const chosenPlanId = useSelector(actor, (snapshot) => snapshot.context.plan?.id);
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.hasTag('loadFailed'));
  const isEditing = useSelector(actor, (snapshot) => snapshot.hasTag('editing'));

  // Back from the form (the browser's Back) returns the machine to the plans, entries kept.
  useEffect(() => {
    if (isEditing) actor.send({ type: 'form.back' });
  }, [actor, isEditing]);

  const choose = (planId: number) => {
    actor.send({ type: 'plan.choose', planId });
    navigate(signupPaths.form);
  };

  return (
    <PageFrame>
      <Text>{t('pages.subscription.lead')}</Text>
      {lastCheckoutId && (
        <Stack space="small">
          <Text weight="medium">{t('plans.previousCheckout')}</Text>
          <CheckoutStatus checkoutId={lastCheckoutId} />
        </Stack>
      )}
      {isLoading && (
        <Stack space="small" align="center" role="status">
          <Spinner />
          <Text>{t('plans.loading')}</Text>
        </Stack>
      )}
      {loadFailed && (
        <Stack space="small" align="flex-start">
          <Alert>{t('plans.loadFailed')}</Alert>
          <Button variant="secondary" onPress={() => actor.send({ type: 'plans.reload' })}>
            {t('plans.retry')}
          </Button>
        </Stack>
      )}
      {plans.length > 0 && (
        <PlanChoice plans={plans} chosenPlanId={chosenPlanId} onChoose={choose} />
      )}
    </PageFrame>
  );
}
