import type { SandboxCheckout, SandboxOutcome } from '@telemed/domain';
import { Alert, Button, Card, Heading, Spinner, Stack, Text, usePlanText } from '@telemed/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSignupServices } from '../services/SignupServicesContext';
import { PageFrame } from './PageFrame';
import * as styles from './SandboxCheckoutPage.css';

/** The outcomes of a checkout not yet paid, in the order the page offers them. */
const PAYMENT_OUTCOMES = ['accepted', 'declined', 'delayed', 'abandoned'] as const;

/** The later confirmation or failure of a delayed payment. */
const CONFIRMATION_OUTCOMES = ['delayedSucceeded', 'delayedFailed'] as const;

/**
 * The sandbox provider's hosted checkout (`/register-rehabilitation/sandbox-checkout/:checkoutId`,
 * where the sandbox's `checkoutUrl` points): clearly a test page, it shows what would be paid and
 * lets the tester decide the outcome. The server raises the provider's signed events of that
 * outcome and answers where to go next: the success page, or the plans after a decline.
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const { client } = useSignupServices();
  const { checkoutId = '' } = useParams();
  const checkout = useQuery({
    queryKey: ['sandboxCheckout', checkoutId],
    queryFn: ({ signal }) =>
      client.payments.getSandboxCheckout({ params: { checkoutId } }, { signal }),
  });
  const settle = useMutation({
    mutationFn: (outcome: SandboxOutcome) =>
      client.payments.settleSandboxCheckout({ params: { checkoutId }, body: { outcome } }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });

  return (
    <PageFrame>
      <Alert tone="warning">{t('sandboxCheckout.testNotice')}</Alert>
      {checkout.isPending && (
        <Stack space="small" align="center" role="status">
          <Spinner />
          <Text>{t('sandboxCheckout.loading')}</Text>
        </Stack>
      )}
      {checkout.isError && <Alert>{t('sandboxCheckout.loadFailed')}</Alert>}
      {checkout.data && (
        <>
          <CheckoutSummary checkout={checkout.data} />
          <OutcomeChoice
            checkout={checkout.data}
            isSending={settle.isPending || settle.isSuccess}
            onChoose={(outcome) => settle.mutate(outcome)}
          />
          {settle.isError && <Alert>{t('sandboxCheckout.sendFailed')}</Alert>}
        </>
      )}
    </PageFrame>
  );
}

/** What the patient would pay: plan, amount, trial and the account it is for. */
function CheckoutSummary({ checkout }: { checkout: SandboxCheckout }) {
  const { t } = useTranslation();
  const planText = usePlanText();
  const trial = planText.trial({ ...checkout, id: checkout.planId, kind: checkout.planKind });
  const rows: [string, string][] = [
    [t('sandboxCheckout.plan'), planText.kindName(checkout.planKind)],
    [t('sandboxCheckout.amount'), planText.price(checkout.price)],
    [t('sandboxCheckout.account'), checkout.customerEmail],
    ...(trial ? [[t('sandboxCheckout.trial'), trial] as [string, string]] : []),
  ];
  return (
    <Card as="section" aria-labelledby="sandbox-summary-title">
      <Stack space="medium">
        <Heading level={2} size="medium" id="sandbox-summary-title">
          {t('sandboxCheckout.summary')}
        </Heading>
        <dl className={styles.summary}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.summaryRow}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Card>
  );
}

interface OutcomeChoiceProps {
  checkout: SandboxCheckout;
  isSending: boolean;
  onChoose: (outcome: SandboxOutcome) => void;
}

/** The outcomes the tester may choose now: pay, or confirm a payment that waits. */
function OutcomeChoice({ checkout, isSending, onChoose }: OutcomeChoiceProps) {
  const { t } = useTranslation();
  if (checkout.awaitingConfirmation) {
    return (
      <Stack space="small" align="flex-start">
        <Text>{t('sandboxCheckout.awaiting')}</Text>
        {CONFIRMATION_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            variant="secondary"
            isDisabled={isSending}
            onPress={() => onChoose(outcome)}
          >
            {t(`sandboxCheckout.${outcome}`)}
          </Button>
        ))}
      </Stack>
    );
  }
  if (checkout.status !== 'pending') return <Text>{t('sandboxCheckout.closed')}</Text>;
  return (
    <Stack as="section" space="small" align="flex-start" aria-labelledby="sandbox-outcome-title">
      <Heading level={2} size="medium" id="sandbox-outcome-title">
        {t('sandboxCheckout.choose')}
      </Heading>
      {PAYMENT_OUTCOMES.map((outcome) => (
        <Button
          key={outcome}
          variant={outcome === 'accepted' ? 'primary' : 'secondary'}
          isDisabled={isSending}
          onPress={() => onChoose(outcome)}
        >
          {t(`sandboxCheckout.${outcome}`)}
        </Button>
      ))}
    </Stack>
  );
}
