import { DOMAIN_NAMESPACE } from '@telemed/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';
import { StatusMessage } from '../../shell/StatusMessage';

/** A mailed link that lost its token on the way (cut by a mail client, copied in part). */
export function IncompleteLink() {
  const { t } = useTranslation();
  return (
    <PublicCard>
      <StatusMessage
        role="alert"
        heading={t('errors.invalidOrExpiredToken', { ns: DOMAIN_NAMESPACE })}
        description={t('setPassword.missingToken')}
        action={
          <Link className={styles.link} to="/forgot-password">
            {t('setPassword.requestNewLink')}
          </Link>
        }
      />
    </PublicCard>
  );
}
