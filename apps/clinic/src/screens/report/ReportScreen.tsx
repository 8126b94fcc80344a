import type { ExaminationReport } from '@telemed/domain';
import { DistributionChart, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailList } from '../../shell/DetailList';
import { PageHeader } from '../../shell/PageHeader';
import { automaticDescription } from '../examination/automaticDescription';
import { chartBins } from '../examination/distributionBins';
import { CovidSection } from './CovidSection';
import { EventStrips } from './EventStrips';
import { HolterSection } from './HolterSection';
import { ReportFrame } from './ReportFrame';
import { EventTypesSection, ReportedEventsSection } from './ReportEventsSections';
import { reportFormat } from './reportFormat';
import { ReportLoadState } from './ReportLoadState';
import { useExaminationReport } from './reportQueries';
import * as styles from './ReportScreen.css';
import { ReportSection } from './ReportSection';
import { RespiratorySection } from './RespiratorySection';

/**
 * `/clinic/:teamId/members/:memberId/examinations/:examinationId/report` (platform-core §2, §7):
 * the examination report as of now, laid out for paper; printing it (or saving it as PDF from
 * the print dialog) leaves the app's chrome out.
 */
export function ReportScreen() {
  const { teamId = '', memberId = '', examinationId = '' } = useParams();
  const ref = { teamId, memberId, examinationId };
  const report = useExaminationReport(ref);
  return (
    <div className={styles.screen}>
      <PageHeader />
      <ReportLoadState reportRef={ref} isPending={report.isPending} error={report.error} />
      {report.data && <ReportContent report={report.data.report} />}
    </div>
  );
}

function ReportContent({ report }: { report: ExaminationReport['report'] }) {
  const { t, i18n } = useTranslation();
  const format = reportFormat(i18n.language);
  const { examination } = report;
  const description =
    examination.reportDescription ??
    automaticDescription(t, report.automaticDescription, i18n.language);
  const saturation = chartBins(report.saturationDistribution);
  const heartRate = chartBins(report.heartRateDistribution);
  return (
    <ReportFrame
      examination={examination}
      reportId={report.reportId}
      generatedAt={report.generatedAt}
      period={report.recording ?? examination}
      kind="report"
    >
      <ReportSection heading={t('reports.summary')}>
        <DetailList
          details={[
            [t('examination.statistics.recorded'), format.seconds(report.duration / 1000)],
            [t('examination.statistics.planned'), format.seconds(report.plannedDuration / 1000)],
            [
              t('examination.statistics.analyzed'),
              report.analyzedDuration === null
                ? '—'
                : format.seconds(report.analyzedDuration / 1000),
            ],
            [t('examination.statistics.events'), format.count(report.eventCount)],
          ]}
        />
        {!report.recording && <Text tone="secondary">{t('reports.noRecording')}</Text>}
      </ReportSection>
      <ReportSection heading={t('examination.report.label')}>
        <p className={styles.description}>{description}</p>
        <p className={styles.note}>
          {examination.reportDescription === null
            ? t('reports.automaticDescription')
            : t('reports.ownDescription')}
        </p>
      </ReportSection>
      {report.respiratory && (
        <RespiratorySection respiratory={report.respiratory} format={format} />
      )}
      {report.holter && <HolterSection holter={report.holter} format={format} />}
      {report.covid && <CovidSection covid={report.covid} format={format} />}
      {(saturation || heartRate) && (
        <div className={styles.charts}>
          {saturation && (
            <DistributionChart bins={saturation} quantity="saturation" headingLevel={2} />
          )}
          {heartRate && (
            <DistributionChart bins={heartRate} quantity="heartRate" headingLevel={2} />
          )}
        </div>
      )}
      <EventTypesSection report={report} format={format} />
      <ReportedEventsSection report={report} format={format} />
      <EventStrips report={report} format={format} />
    </ReportFrame>
  );
}
