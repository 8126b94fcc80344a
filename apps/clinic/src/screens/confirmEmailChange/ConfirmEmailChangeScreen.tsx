import { DOMAIN_NAMESPACE } from '@telemed/domain';
import { Preloader } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { useSession } from '../../session/useSession';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';
import { StatusMessage } from '../../shell/StatusMessage';

/**
 * `/confirm/email/change?token=T`, the link mailed to the new address: makes it the account's
 * email (single-use token: cached, never retried) and updates the signed-in user if it is them.
 */
export function ConfirmEmailChangeScreen() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  if (token === null) {
    return (
      <PublicCard>
        <StatusMessage
          role="alert"
          heading={t('errors.invalidOrExpiredToken', { ns: DOMAIN_NAMESPACE })}
          action={<ContinueLink />}
        />
      </PublicCard>
    );
  }
  return <EmailChangeConfirmation token={token} />;
}

function ContinueLink() {
  const { t } = useTranslation();
  return (
    <Link className={styles.link} to="/">
      {t('confirmEmail.continue')}
    </Link>
  );
}

function EmailChangeConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const { client, session } = useServices();
  const { user } = useSession();
  const confirmation = useQuery({
    queryKey: ['confirmEmailChange', token],
    queryFn: () => client.confirmEmailChange(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: toldOnScreen,
  });
  const changedUser = confirmation.data;

  useEffect(() => {
    if (changedUser && user?.id === changedUser.id && user.email !== changedUser.email)
      session.setUser(changedUser);
  }, [changedUser, session, user]);

  if (confirmation.isPending) {
    return (
      <PublicCard>
        <Preloader label={t('confirmEmail.confirming')} />
      </PublicCard>
    );
  }
  if (confirmation.isError) {
    return (
      <PublicCard>
        <StatusMessage
          role="alert"
          heading={errorText(confirmation.error, t)}
          action={<ContinueLink />}
        />
      </PublicCard>
    );
  }
  return (
    <PublicCard>
      <StatusMessage
        role="status"
        heading={t('success.emailChanged', { ns: DOMAIN_NAMESPACE })}
        description={t('confirmEmail.confirmed', { email: confirmation.data.email })}
        action={<ContinueLink />}
      />
    </PublicCard>
  );
}
