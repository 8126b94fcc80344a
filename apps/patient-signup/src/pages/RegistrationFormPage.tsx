import { Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';

/** Step 2 of the rehabilitation registration: the patient's details. */
export function RegistrationFormPage() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Text>{t('pages.form.lead')}</Text>
    </PageFrame>
  );
}
