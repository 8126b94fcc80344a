import { Alert, Button, Dialog, Modal, PlanChoice, Preloader, Stack } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import type { SubscriptionActor } from './subscriptionActor';

/**
 * The choose-plan modal: the offered plans (PlanChoice); choosing one starts its checkout, and
 * the page goes on to the provider's page. Focus stays inside while open and returns to Choose a
 * plan on close (react-aria's modal); it cannot be closed while the checkout starts.
 */
export function ChoosePlanModal({ actor }: { actor: SubscriptionActor }) {
  const { t } = useTranslation();
  const [chosenPlanId, setChosenPlanId] = useState<number>();
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('choosingPlan'));
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingPlans'));
  const isStarting = useSelector(actor, (snapshot) => snapshot.hasTag('startingCheckout'));
  const plans = useSelector(actor, (snapshot) => snapshot.context.plans);
  const failure = useSelector(actor, (snapshot) => {
    const { failure: last } = snapshot.context;
    return last?.action === 'loadPlans' || last?.action === 'choosePlan' ? last : null;
  });

  const choose = (planId: number) => {
    setChosenPlanId(planId);
    actor.send({ type: 'plan.choose', planId });
  };

  return (
    <Modal
      isOpen={isOpen}
      isDismissable={!isStarting}
      isKeyboardDismissDisabled={isStarting}
      onOpenChange={(open) => !open && actor.send({ type: 'plans.close' })}
    >
      <Dialog title={t('subscriptionPage.chooseHeading')}>
        <Stack space="large">
          {isLoading && <Preloader />}
          {failure && <Alert tone="error">{errorText(failure.error, t)}</Alert>}
          {failure?.action === 'loadPlans' && (
            <div>
              <Button variant="secondary" onPress={() => actor.send({ type: 'plans.reload' })}>
                {t('subscriptionPage.retry')}
              </Button>
            </div>
          )}
          {!isLoading && plans && (
            <PlanChoice
              plans={plans}
              chosenPlanId={chosenPlanId}
              isDisabled={isStarting}
              onChoose={choose}
              headingLevel={3}
            />
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
