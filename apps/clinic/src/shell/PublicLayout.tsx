import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import * as styles from './layout.css';

/** The frame of the public screens: the brand linking home above the screen's card. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.publicPage}>
      <Link to="/" className={styles.brand}>
        {t('appName')}
      </Link>
      <Outlet />
    </main>
  );
}
