import { COVID_REPORT_PAGE_SIZE, COVID_REPORT_SORTS } from '@telemed/domain';
import type { CovidReportSort } from '@telemed/domain';
import {
  Alert,
  CovidMonitoringCard,
  Pagination,
  Preloader,
  Select,
  SelectItem,
  Text,
} from '@telemed/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { useSession } from '../../session/useSession';
import { PageHeader } from '../../shell/PageHeader';
import { covidReportsKey, useAcknowledgeAlert, useLiveCovidReports } from './covidReportQueries';
import { METRIC_UNITS } from './metricUnits';
import * as layout from '../../shell/screenLayout.css';

/** The strings key of each order of the dashboard. */
const SORT_KEYS: Record<CovidReportSort, string> = {
  createdAt: 'createdAsc',
  '-createdAt': 'createdDesc',
  startDate: 'startAsc',
  '-startDate': 'startDesc',
  patientFullName: 'patientAsc',
  '-patientFullName': 'patientDesc',
};

const isSort = (value: string | null): value is CovidReportSort =>
  COVID_REPORT_SORTS.some((sort) => sort === value);

/**
 * `/clinic/:teamId/covid`, the COVID dashboard (platform-core §2, issue 22): every patient under
 * home monitoring, 100 per page from the first, oldest monitoring first (§9) or in the order
 * chosen (kept in the address, `?sort=`: newest first, by start, by patient), each with the
 * latest vitals, the alerts of the COVID analysis by severity then recency with Acknowledge, the
 * daily means and a link to the examination. New alerts and colleagues' acknowledgements arrive
 * over the socket.
 */
export function CovidDashboardScreen() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const { client } = useServices();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('sort');
  const sort: CovidReportSort = isSort(requested) ? requested : 'createdAt';
  const changeSort = (next: CovidReportSort) => {
    setPage(1);
    setSearchParams(
      (params) => {
        if (next === 'createdAt') params.delete('sort');
        else params.set('sort', next);
        return params;
      },
      { replace: true },
    );
  };
  useLiveCovidReports(teamId);
  const { acknowledge, acknowledging } = useAcknowledgeAlert(teamId);
  const reports = useQuery({
    queryKey: [...covidReportsKey(teamId), sort, 'page', page],
    queryFn: ({ signal }) =>
      client.covidReports.list(
        { params: { teamId }, query: { sort, page: page - 1, limit: COVID_REPORT_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: toldOnScreen,
  });
  const views = reports.data?.views ?? [];
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <Text tone="secondary">{t('covidDashboard.intro')}</Text>
      <div>
        <Select
          label={t('covidDashboard.sort')}
          selectedKey={sort}
          onSelectionChange={(key) => {
            const next = String(key);
            if (isSort(next)) changeSort(next);
          }}
          items={COVID_REPORT_SORTS.map((id) => ({
            id,
            name: t(`covidDashboard.sorts.${SORT_KEYS[id]}`),
          }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      {reports.isError && (
        <Alert tone="error">
          {t('covidDashboard.loadFailed')} {errorText(reports.error, t)}
        </Alert>
      )}
      {reports.isPending && <Preloader />}
      {reports.isSuccess && views.length === 0 && <Text>{t('covidDashboard.empty')}</Text>}
      {views.map((view) => (
        <CovidMonitoringCard
          key={view.examinationId}
          view={view}
          examinationHref={`/clinic/${teamId}/examinations/${view.examinationId}`}
          units={user?.settings ?? METRIC_UNITS}
          headingLevel={2}
          onAcknowledge={acknowledge}
          acknowledging={acknowledging}
        />
      ))}
      <Pagination
        total={reports.data?.total ?? 0}
        pageSize={COVID_REPORT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        aria-label={t('covidDashboard.pages')}
      />
    </div>
  );
}
