import type { Examination, ExaminationStatistics } from '@telemed/domain';
import { Alert, DistributionChart, Text, formatDuration } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { chartBins } from './distributionBins';
import * as styles from './ExaminationScreen.css';
import { EventFiguresView } from './EventFiguresView';
import { useExaminationStatistics } from './reviewQueries';

/** Props of {@link StatisticsPanel}. */
export interface StatisticsPanelProps {
  examination: Examination;
}

type Statistics = ExaminationStatistics['examinationStatistics'];

/** The named figures of the statistics, formatted: times, counts and indices. */
function figureRows(
  statistics: Statistics,
  t: (key: string) => string,
  language: string,
): [string, string][] {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const shown = (value: number | null) => (value === null ? '—' : number.format(value));
  const { automaticDescription, ectopy, coughs } = statistics;
  const sleep = automaticDescription.sleep;
  return [
    [t('examination.statistics.recorded'), formatDuration(statistics.duration)],
    [t('examination.statistics.planned'), formatDuration(statistics.plannedDuration)],
    [
      t('examination.statistics.analyzed'),
      statistics.analyzedDuration === null
        ? '—'
        : `${formatDuration(statistics.analyzedDuration)} (${shown(statistics.analyzedPercent)} %)`,
    ],
    [t('examination.statistics.events'), number.format(statistics.eventCount)],
    ...(sleep
      ? ([
          [t('examination.statistics.ahi'), shown(sleep.ahi)],
          [t('examination.statistics.odi'), shown(sleep.odi)],
        ] as [string, string][])
      : []),
    ...(ectopy
      ? ([
          [
            t('examination.statistics.sveb'),
            `${number.format(ectopy.supraventricularBeats)} (${shown(ectopy.supraventricularPerHour)} / h)`,
          ],
          [
            t('examination.statistics.veb'),
            `${number.format(ectopy.ventricularBeats)} (${shown(ectopy.ventricularPerHour)} / h)`,
          ],
        ] as [string, string][])
      : []),
    ...(coughs
      ? ([
          [
            t('examination.statistics.coughs'),
            `${number.format(coughs.coughCount)} (${shown(coughs.coughsPerHour)} / h)`,
          ],
        ] as [string, string][])
      : []),
  ];
}

/**
 * The examination's statistics (clinical-domain §3) as the server computes them for GET
 * .../statistics, the figures its report prints: recorded, planned and analysed time, AHI and
 * ODI, ectopic beats, coughs, the events per type per analysed hour, and the saturation and
 * heart-rate distributions over the whole recording. They follow every saved edit (the page asks
 * for them again), and the page computes none of its own.
 */
export function StatisticsPanel({ examination }: StatisticsPanelProps) {
  const { t, i18n } = useTranslation();
  const statistics = useExaminationStatistics({
    teamId: examination.teamId,
    examinationId: examination._id,
  });
  const server = statistics.data?.examinationStatistics;
  const saturation = chartBins(server?.saturationDistribution);
  const heartRate = chartBins(server?.heartRateDistribution);
  return (
    <div className={styles.panel}>
      {statistics.isError && (
        <Alert tone="error">
          {t('examination.statistics.failed')} {errorText(statistics.error, t)}
        </Alert>
      )}
      {server ? (
        <EventFiguresView
          rows={figureRows(server, t, i18n.language)}
          byType={server.eventTypes}
          tableLabel={t('examination.statistics.byType')}
          testId="examination-figures"
        />
      ) : (
        !statistics.isError && <Text tone="secondary">{t('examination.statistics.loading')}</Text>
      )}
      {saturation && <DistributionChart bins={saturation} quantity="saturation" />}
      {heartRate && <DistributionChart bins={heartRate} quantity="heartRate" />}
    </div>
  );
}
