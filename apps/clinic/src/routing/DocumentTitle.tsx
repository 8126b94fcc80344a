import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageTitleKey } from './routeHandle';

/** Keeps `document.title` at "<translated page title> · Telemed", following language switches. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const titleKey = pageTitleKey(useMatches());
  const title = titleKey ? t('documentTitle', { title: t(titleKey) }) : t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
