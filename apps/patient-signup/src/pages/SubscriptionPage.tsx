import { Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';

/** Step 1 of the rehabilitation registration: choosing a plan. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Text>{t('pages.subscription.lead')}</Text>
    </PageFrame>
  );
}
