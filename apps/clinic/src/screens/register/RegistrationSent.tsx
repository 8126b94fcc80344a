import { Heading, Stack, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';

/** After registering: the account waits for the link sent to the user's mailbox. */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <PublicCard>
      <Stack space="large" role="status">
        <Heading level={1} size="xlarge">
          {t('register.successHeading')}
        </Heading>
        <Text>{t('register.successText', { email })}</Text>
        <Link className={styles.link} to="/sign-in">
          {t('register.signIn')}
        </Link>
      </Stack>
    </PublicCard>
  );
}
