import { ApiRequestError, DOMAIN_NAMESPACE } from '@telemed/domain';
import { Preloader } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';
import { StatusMessage } from '../../shell/StatusMessage';

/**
 * `/confirm/account?token=T`, the link of the registration mail: confirms the account once
 * (the token is single use, so the call is cached and never retried) and leads to sign-in, or
 * after an expired link to a new registration.
 */
export function ConfirmAccountScreen() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  if (token === null) {
    return (
      <PublicCard>
        <StatusMessage
          role="alert"
          heading={t('errors.invalidOrExpiredToken', { ns: DOMAIN_NAMESPACE })}
          action={<RegisterLink />}
        />
      </PublicCard>
    );
  }
  return <AccountConfirmation token={token} />;
}

function RegisterLink() {
  const { t } = useTranslation();
  return (
    <Link className={styles.link} to="/register">
      {t('confirmAccount.register')}
    </Link>
  );
}

function AccountConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const confirmation = useQuery({
    queryKey: ['confirmAccount', token],
    queryFn: () => client.confirmAccount(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: toldOnScreen,
  });

  const signInLink = (
    <Link className={styles.link} to="/sign-in">
      {t('confirmAccount.signIn')}
    </Link>
  );
  if (confirmation.isPending) {
    return (
      <PublicCard>
        <Preloader label={t('confirmAccount.confirming')} />
      </PublicCard>
    );
  }
  if (confirmation.isError) {
    const expired =
      confirmation.error instanceof ApiRequestError &&
      confirmation.error.code === 'REGISTRATION_LINK_EXPIRED';
    return (
      <PublicCard>
        <StatusMessage
          role="alert"
          heading={errorText(confirmation.error, t)}
          action={expired ? <RegisterLink /> : signInLink}
        />
      </PublicCard>
    );
  }
  return (
    <PublicCard>
      <StatusMessage
        role="status"
        heading={t('success.accountConfirmed', { ns: DOMAIN_NAMESPACE })}
        description={t('confirmAccount.confirmed')}
        action={signInLink}
      />
    </PublicCard>
  );
}
