import { Inline, Link, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { clinicSignInPath, signupPaths } from '../routes/signupPaths';
import { PageFrame } from './PageFrame';

/** Any path the signup app does not know: ways back into the registration or to the portal. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Text>{t('pages.notFound.body')}</Text>
      <Inline space="large">
        <Link href={signupPaths.registerRehabilitation}>
          {t('pages.notFound.startRegistration')}
        </Link>
        <Link href={clinicSignInPath}>{t('goToSignIn')}</Link>
      </Inline>
    </PageFrame>
  );
}
