import type { Examination } from '@telemed/domain';
import type { TimeWindow, ViewerEvent } from '@telemed/signals';
import { Alert, DistributionChart, formatDuration } from '@telemed/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { chartBins } from './distributionBins';
import * as styles from './ExaminationScreen.css';
import { EventFiguresView } from './EventFiguresView';
import { useExaminationStatistics } from './reviewQueries';
import { viewerEventFigures } from './viewerEventFigures';

/** Props of {@link StatisticsPanel}. */
export interface StatisticsPanelProps {
  examination: Examination;
  /** The events as edited now. */
  events: readonly ViewerEvent[];
  recording: TimeWindow;
  /** A polygraphy counts over its analysed time and has an AHI and an ODI. */
  polygraphy: boolean;
}

/**
 * The examination's statistics (clinical-domain §3): recorded and analysed time from GET
 * .../statistics, and AHI, ODI and the events per type computed from the events as they stand,
 * so a scored or deleted event changes them at once; the server's saturation and heart-rate
 * distributions over the whole recording at full resolution (SpO2 samples; the NN intervals of
 * the beats, else pulse samples).
 */
export function StatisticsPanel({
  examination,
  events,
  recording,
  polygraphy,
}: StatisticsPanelProps) {
  const { t, i18n } = useTranslation();
  const statistics = useExaminationStatistics({
    teamId: examination.teamId,
    examinationId: examination._id,
  });
  const server = statistics.data?.examinationStatistics;
  const figures = useMemo(
    () => viewerEventFigures(events, recording, polygraphy, server?.analyzedDuration ?? null),
    [events, recording, polygraphy, server?.analyzedDuration],
  );
  const saturation = chartBins(server?.saturationDistribution);
  const heartRate = chartBins(server?.heartRateDistribution);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const shown = (value: number | null) => (value === null ? '—' : number.format(value));
  const rows: [string, string][] = [
    [t('examination.statistics.recorded'), formatDuration(recording.end - recording.start)],
    [
      t('examination.statistics.analyzed'),
      server?.analyzedDuration == null
        ? '—'
        : `${formatDuration(server.analyzedDuration)} (${shown(server.analyzedPercent)} %)`,
    ],
    // A sleep study's indices count over its time without wake and unusable signal.
    ...(figures.ahi === null
      ? []
      : [
          [t('examination.statistics.counted'), formatDuration(figures.countedSeconds * 1000)] as [
            string,
            string,
          ],
        ]),
    [t('examination.statistics.events'), number.format(events.length)],
  ];
  return (
    <div className={styles.panel}>
      {statistics.isError && (
        <Alert tone="error">
          {t('examination.statistics.failed')} {errorText(statistics.error, t)}
        </Alert>
      )}
      <EventFiguresView
        rows={rows}
        figures={figures}
        tableLabel={t('examination.statistics.byType')}
        testId="examination-figures"
      />
      {saturation && <DistributionChart bins={saturation} quantity="saturation" />}
      {heartRate && <DistributionChart bins={heartRate} quantity="heartRate" />}
    </div>
  );
}
