import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from '../../shell/layout.css';
import { PublicCard } from '../../shell/PublicCard';
import { StatusMessage } from '../../shell/StatusMessage';

/** 'Error 404 - page not found': where every unknown path ends (platform-core §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <PublicCard>
      <StatusMessage
        heading={t('notFound.heading')}
        description={t('notFound.description')}
        action={
          <Link className={styles.link} to="/">
            {t('notFound.home')}
          </Link>
        }
      />
    </PublicCard>
  );
}
