import { CovidMonitoringCard, Preloader, Text } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { useSession } from '../../session/useSession';
import { covidReportsKey, useAcknowledgeAlert, useLiveCovidReports } from './covidReportQueries';
import { METRIC_UNITS } from './metricUnits';

/** Props of {@link CovidReportHistory}. */
export interface CovidReportHistoryProps {
  teamId: string;
  memberId: string;
}

/**
 * A patient's COVID report history on the patient page (GET teams/{teamId}/report/{memberId}/
 * history): each monitoring, newest first, as the dashboard shows it, live.
 */
export function CovidReportHistory({ teamId, memberId }: CovidReportHistoryProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const { user } = useSession();
  useLiveCovidReports(teamId);
  const { acknowledge, acknowledging } = useAcknowledgeAlert(teamId);
  const history = useQuery({
    queryKey: [...covidReportsKey(teamId), 'history', memberId],
    queryFn: ({ signal }) =>
      client.covidReports.history({ params: { teamId, memberId } }, { signal }),
    meta: toldOnScreen,
  });
  if (history.isPending) return <Preloader />;
  if (history.isError) return <Text>{errorText(history.error, t)}</Text>;
  if (history.data.views.length === 0) return <Text>{t('covidDashboard.noHistory')}</Text>;
  return history.data.views.map((view) => (
    <CovidMonitoringCard
      key={view.examinationId}
      view={view}
      examinationHref={`/clinic/${teamId}/examinations/${view.examinationId}`}
      units={user?.settings ?? METRIC_UNITS}
      headingLevel={3}
      onAcknowledge={acknowledge}
      acknowledging={acknowledging}
    />
  ));
}
