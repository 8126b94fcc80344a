import type { CheckoutState } from '@telemed/domain';
import { Heading, Link, Stack, Text, formatDate } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckoutStatus } from '../checkout/CheckoutStatus';
import { clinicSignInPath, signupPaths } from '../routes/signupPaths';
import { useCurrentPage } from '../routes/useCurrentPage';
import { PageFrame } from './PageFrame';

/**
 * The page the payment provider returns to after a plan was paid or activated (`?checkout=`):
 * the route's metadata says which plan, the server says where the payment is (paid, pending
 * until confirmed, failed, abandoned); once paid, the next steps before signing in.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { page } = useCurrentPage();
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('checkout');
  const retry = <Link href={signupPaths.subscription}>{t('checkout.choosePlanAgain')}</Link>;
  const confirmation = (checkout: CheckoutState) =>
    checkout.status === 'paid' && (
      <Stack space="medium" align="flex-start">
        <Text>{t(`pages.${page}.body`)}</Text>
        {checkout.trialEndsAt && (
          <Text>{t('checkout.trialEnds', { date: formatDate(checkout.trialEndsAt) })}</Text>
        )}
        {!checkout.trialEndsAt && checkout.periodEndsAt && checkout.planKind !== 'subscription' && (
          <Text>{t('checkout.periodEnds', { date: formatDate(checkout.periodEndsAt) })}</Text>
        )}
        <NextSteps />
      </Stack>
    );
  return (
    <PageFrame>
      {checkoutId ? (
        <CheckoutStatus checkoutId={checkoutId} retry={retry}>
          {confirmation}
        </CheckoutStatus>
      ) : (
        <Stack space="medium" align="flex-start">
          <Text>{t('checkout.missing')}</Text>
          {retry}
        </Stack>
      )}
    </PageFrame>
  );
}

/** What the patient does after paying: confirm the address, then sign in. */
function NextSteps() {
  const { t } = useTranslation();
  return (
    <Stack as="section" space="small" align="flex-start" aria-labelledby="next-steps-title">
      <Heading level={3} size="medium" id="next-steps-title">
        {t('checkout.nextSteps')}
      </Heading>
      <ol>
        <li>{t('checkout.confirmEmail')}</li>
        <li>{t('checkout.recoverCode')}</li>
        <li>{t('signInHint')}</li>
      </ol>
      <Link href={clinicSignInPath}>{t('goToSignIn')}</Link>
    </Stack>
  );
}
