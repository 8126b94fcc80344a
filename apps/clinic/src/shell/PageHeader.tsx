import { Stack } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { pageTitleKey, titledMatches } from '../routing/routeHandle';
import * as styles from './PageHeader.css';

/**
 * The top of every screen inside the shell: the breadcrumb of titled routes from home to
 * here and the page's translated title as its one h1.
 */
export function PageHeader() {
  const { t } = useTranslation();
  const matches = useMatches();
  const trail = titledMatches(matches);
  const titleKey = pageTitleKey(matches);

  return (
    <Stack space="small">
      <nav aria-label={t('navigation.breadcrumb')}>
        <ol className={styles.breadcrumbList}>
          <li>
            <Link to="/">{t('navigation.home')}</Link>
          </li>
          {trail.map((crumb, index) => (
            <li key={crumb.pathname}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{t(crumb.titleKey)}</span>
              ) : (
                <Link to={crumb.pathname}>{t(crumb.titleKey)}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {titleKey && <h1 className={styles.title}>{t(titleKey)}</h1>}
    </Stack>
  );
}
