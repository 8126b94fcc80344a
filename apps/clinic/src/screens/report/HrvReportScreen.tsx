import { ApiRequestError } from '@telemed/domain';
import { Alert, DistributionChart } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../shell/PageHeader';
import { chartBins } from '../examination/distributionBins';
import { HrvMeasures } from './HrvMeasures';
import { ReportFrame } from './ReportFrame';
import { ReportLoadState } from './ReportLoadState';
import { useHrvReport } from './reportQueries';
import * as styles from './ReportScreen.css';

/**
 * `/clinic/:teamId/members/:memberId/examinations/:examinationId/hrvreport` (platform-core §2,
 * §7): the heart rate variability of an analysed ECG after the Task Force of 1996, with its
 * reference values, laid out for paper. An ECG never analysed has none, and the page says so.
 */
export function HrvReportScreen() {
  const { t } = useTranslation();
  const { teamId = '', memberId = '', examinationId = '' } = useParams();
  const ref = { teamId, memberId, examinationId };
  const report = useHrvReport(ref);
  const { error } = report;
  // 404 'Beats not found': the examination is there, its ECG was never analysed.
  const notAnalysed =
    error instanceof ApiRequestError && error.status === 404 && error.code === 'NOT_FOUND';
  const content = report.data?.report;
  const heartRate = chartBins(content?.heartRateDistribution);
  return (
    <div className={styles.screen}>
      <PageHeader />
      {notAnalysed && <Alert tone="info">{t('reports.hrv.notAnalysed')}</Alert>}
      <ReportLoadState
        reportRef={ref}
        isPending={report.isPending}
        error={notAnalysed ? null : error}
      />
      {content && (
        <ReportFrame
          examination={content.examination}
          reportId={content.reportId}
          generatedAt={content.generatedAt}
          period={content}
          kind="hrv"
        >
          <HrvMeasures report={content} />
          {heartRate && (
            <div className={styles.charts}>
              <DistributionChart bins={heartRate} quantity="heartRate" headingLevel={2} />
            </div>
          )}
        </ReportFrame>
      )}
    </div>
  );
}
