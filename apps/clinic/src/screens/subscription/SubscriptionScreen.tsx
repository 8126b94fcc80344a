import { subscriptionActors, subscriptionApiServices, subscriptionMachine } from '@telemed/forms';
import { Alert, Button, Preloader, Stack } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import * as layout from '../../shell/screenLayout.css';
import { ChoosePlanModal } from './ChoosePlanModal';
import { CurrentPlanSection } from './CurrentPlanSection';
import { PhoneSection } from './PhoneSection';
import { RecoverCodeSection } from './RecoverCodeSection';

/**
 * `/subscription` (platform-core §2, clinical-domain §2): the signed-in user's plan with its next
 * payment or end, cancelling at the period's end and resuming, the mobile app's recover code, the
 * phone number a rehabilitation assignment needs and the choose-plan modal, whose checkout goes on
 * at the provider's page. 'Error getting current plan data' with a retry when the plan cannot be
 * loaded. The page's lifecycle is `subscriptionMachine`'s.
 */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  const [machine] = useState(() =>
    subscriptionMachine.provide({ actors: subscriptionActors(subscriptionApiServices(client)) }),
  );
  const actor = useActorRef(machine);
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadError = useSelector(actor, (snapshot) =>
    snapshot.hasTag('loadFailed') ? snapshot.context.loadError : null,
  );
  const currentPlan = useSelector(actor, (snapshot) => snapshot.context.currentPlan);
  const checkoutUrl = useSelector(actor, (snapshot) =>
    snapshot.hasTag('redirecting') ? snapshot.context.checkoutUrl : null,
  );

  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      {isLoading && <Preloader />}
      {loadError !== null && (
        <Stack space="medium" align="flex-start">
          <Alert tone="error">{errorText(loadError, t)}</Alert>
          <Button variant="secondary" onPress={() => actor.send({ type: 'plan.reload' })}>
            {t('subscriptionPage.retry')}
          </Button>
        </Stack>
      )}
      {checkoutUrl && <Preloader label={t('subscriptionPage.redirecting')} />}
      {!isLoading && currentPlan && !checkoutUrl && (
        <>
          {currentPlan.phoneRequired && <PhoneSection actor={actor} />}
          <CurrentPlanSection actor={actor} currentPlan={currentPlan} />
          {currentPlan.subscription && <RecoverCodeSection actor={actor} />}
          <ChoosePlanModal actor={actor} />
        </>
      )}
    </div>
  );
}
