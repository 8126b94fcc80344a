import { Alert, Text } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { AssignedExaminationsTable } from './AssignedExaminationsTable';
import * as styles from './AssignedExaminationsTable.css';

/** Query key of the signed-in physician's pending examinations in one clinic. */
export const pendingExaminationsQueryKey = (teamId: string) =>
  ['pendingExaminations', teamId] as const;

/**
 * `/clinic/:teamId/pending-examinations`: the signed-in physician's examinations that are
 * FOR_DESCRIPTION (DEFAULT included, shown as such) or DESCRIBED (platform-core §4).
 */
export function PendingExaminationsScreen() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const { client } = useServices();
  const pending = useQuery({
    queryKey: pendingExaminationsQueryKey(teamId),
    queryFn: ({ signal }) => client.examinations.pending({ params: { teamId } }, { signal }),
    meta: toldOnScreen,
  });
  return (
    <div className={styles.list}>
      <PageHeader />
      <Text tone="secondary">{t('pendingExaminations.intro')}</Text>
      {pending.isError && (
        <Alert tone="error">
          {t('pendingExaminations.loadFailed')} {errorText(pending.error, t)}
        </Alert>
      )}
      <AssignedExaminationsTable
        teamId={teamId}
        label={t('titles.pendingExaminations')}
        examinations={pending.data}
        isLoading={pending.isPending}
        emptyText={t('pendingExaminations.empty')}
      />
    </div>
  );
}
