import { ApiRequestError, DOMAIN_NAMESPACE } from '@telemed/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../services/ServicesContext';
import * as styles from '../../shell/layout.css';
import { StatusMessage } from '../../shell/StatusMessage';
import { MailedTokenConfirmation } from '../shared/MailedTokenConfirmation';

/**
 * `/confirm/account?token=T`, the link of the registration mail: confirms the account once
 * and leads to sign-in, or after an expired link to a new registration.
 */
export function ConfirmAccountScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  return (
    <MailedTokenConfirmation
      queryKey="confirmAccount"
      confirm={(token) => client.auth.confirmAccount({ params: { token } })}
      confirmingLabel={t('confirmAccount.confirming')}
      missingTokenAction={<RegisterLink />}
      failureAction={(error) =>
        error instanceof ApiRequestError && error.code === 'REGISTRATION_LINK_EXPIRED' ? (
          <RegisterLink />
        ) : (
          <SignInLink />
        )
      }
    >
      {() => (
        <StatusMessage
          role="status"
          heading={t('success.accountConfirmed', { ns: DOMAIN_NAMESPACE })}
          description={t('confirmAccount.confirmed')}
          action={<SignInLink />}
        />
      )}
    </MailedTokenConfirmation>
  );
}

function RegisterLink() {
  const { t } = useTranslation();
  return (
    <Link className={styles.link} to="/register">
      {t('confirmAccount.register')}
    </Link>
  );
}

function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link className={styles.link} to="/sign-in">
      {t('confirmAccount.signIn')}
    </Link>
  );
}
