import { DOMAIN_NAMESPACE, ERROR_MESSAGE_KEYS } from '@telemed/domain';
import { Alert, Text } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { useTeam } from '../../session/useTeams';
import { PageHeader } from '../../shell/PageHeader';
import { AssignedExaminationsTable } from '../pendingExaminations/AssignedExaminationsTable';
import * as styles from '../pendingExaminations/AssignedExaminationsTable.css';

/** Query key of the examinations awaiting description assigned to one member. */
export const assignedAnnotationsQueryKey = (teamId: string, memberId: string) =>
  ['assignedAnnotations', teamId, memberId] as const;

/**
 * `/clinic/:teamId/annotations`: the examinations awaiting description assigned to the signed-in
 * member of this clinic (GET annotations/teams/{teamId}/annotator/{memberId}/assigned). Without
 * a member in the clinic the list cannot be searched: 'not a team member' (platform-core §8).
 */
export function AnnotationsScreen() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const { client } = useServices();
  const memberId = useTeam(teamId)?.memberId;
  const annotations = useQuery({
    queryKey: assignedAnnotationsQueryKey(teamId, memberId ?? ''),
    queryFn: ({ signal }) =>
      client.examinationLookups.assignedAnnotations(
        { params: { teamId, memberId: memberId ?? '' } },
        { signal },
      ),
    enabled: memberId !== undefined,
    meta: toldOnScreen,
  });
  return (
    <div className={styles.list}>
      <PageHeader />
      <Text tone="secondary">{t('annotations.intro')}</Text>
      {memberId === undefined && (
        <Alert tone="error">{t(ERROR_MESSAGE_KEYS.notATeamMember, { ns: DOMAIN_NAMESPACE })}</Alert>
      )}
      {annotations.isError && (
        <Alert tone="error">
          {t('annotations.loadFailed')} {errorText(annotations.error, t)}
        </Alert>
      )}
      <AssignedExaminationsTable
        teamId={teamId}
        label={t('titles.annotations')}
        examinations={annotations.data?.response}
        isLoading={memberId !== undefined && annotations.isPending}
        emptyText={t('annotations.empty')}
      />
    </div>
  );
}
