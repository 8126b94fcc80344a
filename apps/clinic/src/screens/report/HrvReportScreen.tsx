import { ApiRequestError, DOMAIN_NAMESPACE, ERROR_MESSAGE_KEYS } from '@telemed/domain';
import { Alert, Button, DistributionChart, Preloader } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { PageHeader } from '../../shell/PageHeader';
import { chartBins } from '../examination/distributionBins';
import { HrvMeasures } from './HrvMeasures';
import { ReportFrame } from './ReportFrame';
import { examinationReportsKey, useHrvReport } from './reportQueries';
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
  const queryClient = useQueryClient();
  const { error } = report;
  const notAnalysed =
    error instanceof ApiRequestError && error.status === 404 && error.code === 'NOT_FOUND';
  const notFound =
    error instanceof ApiRequestError &&
    !notAnalysed &&
    (error.status === 404 || error.status === 400);
  const content = report.data?.report;
  const heartRate = chartBins(content?.heartRateDistribution);
  return (
    <div className={styles.screen}>
      <PageHeader />
      {report.isPending && <Preloader />}
      {notAnalysed && <Alert tone="info">{t('reports.hrv.notAnalysed')}</Alert>}
      {notFound && (
        <Alert tone="error">
          {t(ERROR_MESSAGE_KEYS.examinationNotFound, { ns: DOMAIN_NAMESPACE })}
        </Alert>
      )}
      {report.isError && !notAnalysed && !notFound && (
        <Alert tone="error">
          {t('reports.loadFailed')} {errorText(error, t)}{' '}
          <Button
            variant="secondary"
            onPress={() => void queryClient.resetQueries({ queryKey: examinationReportsKey(ref) })}
          >
            {t('examination.retry')}
          </Button>
        </Alert>
      )}
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
