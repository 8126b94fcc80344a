import { Card, Icon, Link, Stack, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { clinicSignInPath } from '../routes/signupPaths';
import { useCurrentPage } from '../routes/useCurrentPage';
import { PageFrame } from './PageFrame';

/**
 * The page the payment provider returns to after a plan was paid or activated; the route's
 * metadata says which plan, and so which confirmation the page gives.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { page } = useCurrentPage();
  return (
    <PageFrame>
      <Card>
        <Stack space="medium" align="flex-start">
          <Text as="span" tone="positive">
            <Icon name="success" size={32} />
          </Text>
          <Text>{t(`pages.${page}.body`)}</Text>
          <Text tone="secondary">{t('signInHint')}</Text>
          <Link href={clinicSignInPath}>{t('goToSignIn')}</Link>
        </Stack>
      </Card>
    </PageFrame>
  );
}
