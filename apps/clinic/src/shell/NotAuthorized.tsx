import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './layout.css';
import { StatusMessage } from './StatusMessage';

/** 'You are not authorized to view this page', with the way home (clinical-domain §8). */
export function NotAuthorized() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      heading={t('notAuthorized.heading')}
      description={t('notAuthorized.description')}
      action={
        <Link className={styles.link} to="/">
          {t('notAuthorized.home')}
        </Link>
      }
    />
  );
}
