import { DOMAIN_NAMESPACE } from '@telemed/domain';
import type { User } from '@telemed/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../services/ServicesContext';
import { useSession } from '../../session/useSession';
import * as styles from '../../shell/layout.css';
import { StatusMessage } from '../../shell/StatusMessage';
import { MailedTokenConfirmation } from '../shared/MailedTokenConfirmation';

/**
 * `/confirm/email/change?token=T`, the link mailed to the new address: makes it the account's
 * email and updates the signed-in user if it is them.
 */
export function ConfirmEmailChangeScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  return (
    <MailedTokenConfirmation
      queryKey="confirmEmailChange"
      confirm={(token) => client.auth.confirmEmailChange({ params: { token } })}
      confirmingLabel={t('confirmEmail.confirming')}
      missingTokenAction={<ContinueLink />}
      failureAction={() => <ContinueLink />}
    >
      {(changedUser) => <EmailChanged changedUser={changedUser} />}
    </MailedTokenConfirmation>
  );
}

function ContinueLink() {
  const { t } = useTranslation();
  return (
    <Link className={styles.link} to="/">
      {t('confirmEmail.continue')}
    </Link>
  );
}

function EmailChanged({ changedUser }: { changedUser: User }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const { user } = useSession();

  useEffect(() => {
    if (user?.id === changedUser.id && user.email !== changedUser.email)
      session.setUser(changedUser);
  }, [changedUser, session, user]);

  return (
    <StatusMessage
      role="status"
      heading={t('success.emailChanged', { ns: DOMAIN_NAMESPACE })}
      description={t('confirmEmail.confirmed', { email: changedUser.email })}
      action={<ContinueLink />}
    />
  );
}
