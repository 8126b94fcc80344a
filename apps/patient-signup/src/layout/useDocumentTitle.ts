import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { currentPageHandle } from '../routes/signupRouteHandle';

/** Names the browser tab after the current page's translated title (route metadata). */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const handle = currentPageHandle(useMatches());
  const title = handle
    ? t('documentTitle', { page: t(`pages.${handle.page}.title`) })
    : t('productName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
