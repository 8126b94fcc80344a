import { Alert, Button, ConfirmDialog, RecoverCodeDisplay, Text } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { SectionCard } from '../../shell/SectionCard';
import type { SubscriptionActor } from './subscriptionActor';

/**
 * The mobile app's recover code: hidden until asked for (it unlocks the account on a new phone),
 * then shown with Copy and a confirmed Regenerate. Revealing moves focus to Copy, as the Show
 * button is gone.
 */
export function RecoverCodeSection({ actor }: { actor: SubscriptionActor }) {
  const { t } = useTranslation();
  const [isConfirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const recoverCode = useSelector(actor, (snapshot) => snapshot.context.recoverCode);
  const isRevealing = useSelector(actor, (snapshot) => snapshot.hasTag('revealingRecoverCode'));
  const isRegenerating = useSelector(actor, (snapshot) =>
    snapshot.hasTag('regeneratingRecoverCode'),
  );
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failure = useSelector(actor, (snapshot) => {
    const { failure: last } = snapshot.context;
    return last?.action === 'revealRecoverCode' || last?.action === 'regenerateRecoverCode'
      ? last.error
      : null;
  });
  const shown = useRef<HTMLDivElement>(null);
  const isShown = recoverCode !== null;

  useEffect(() => {
    if (isShown) shown.current?.querySelector<HTMLElement>('button')?.focus();
  }, [isShown]);

  const failureAlert = failure !== null && <Alert tone="error">{errorText(failure, t)}</Alert>;

  if (!recoverCode)
    return (
      <SectionCard
        headingId="recover-code-heading"
        heading={t('subscriptionPage.recoverCode.heading')}
      >
        <Text tone="secondary">{t('subscriptionPage.recoverCode.description')}</Text>
        {failureAlert}
        <div>
          <Button
            variant="secondary"
            isPending={isRevealing}
            isDisabled={isBusy && !isRevealing}
            onPress={() => actor.send({ type: 'recoverCode.reveal' })}
          >
            {t('subscriptionPage.recoverCode.reveal')}
          </Button>
        </div>
      </SectionCard>
    );

  return (
    <div ref={shown}>
      <RecoverCodeDisplay
        recoverCode={recoverCode}
        isRegenerating={isRegenerating}
        onRegenerate={() => setConfirmingRegenerate(true)}
      />
      {failureAlert}
      <ConfirmDialog
        isOpen={isConfirmingRegenerate}
        onOpenChange={setConfirmingRegenerate}
        title={t('subscriptionPage.recoverCode.regenerateTitle')}
        message={t('subscriptionPage.recoverCode.regenerateMessage')}
        confirmLabel={t('subscriptionPage.recoverCode.regenerateConfirm')}
        onConfirm={() => actor.send({ type: 'recoverCode.regenerate' })}
      />
    </div>
  );
}
