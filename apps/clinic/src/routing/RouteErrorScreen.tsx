import { ApiRequestError } from '@telemed/domain';
import { Button } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useRouteError } from 'react-router';
import { StatusPage } from '../shell/StatusPage';
import { StatusMessage } from '../shell/StatusMessage';
import { isChunkLoadError } from './chunkLoad';

function reloadPage() {
  // A full reload fetches the current index and chunks afresh: after a deploy the old chunk
  // names no longer exist, so retrying the same import could never succeed.
  window.location.reload();
}

/**
 * The error element of the route table: a chunk that failed or timed out offers a retry
 * (never a blank page); 403 and 404 answers show their screens; anything else a reload.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();

  if (isChunkLoadError(error)) {
    return (
      <StatusMessage
        role="alert"
        heading={t('chunk.heading')}
        description={t('chunk.description')}
        action={<Button onPress={reloadPage}>{t('chunk.retry')}</Button>}
      />
    );
  }
  if (error instanceof ApiRequestError && error.status === 403)
    return <StatusPage kind="notAuthorized" />;
  if (error instanceof ApiRequestError && error.status === 404)
    return <Navigate to="/404" replace />;
  return (
    <StatusMessage
      role="alert"
      heading={t('routeError.heading')}
      description={error instanceof Error ? error.message : undefined}
      action={<Button onPress={reloadPage}>{t('routeError.reload')}</Button>}
    />
  );
}
