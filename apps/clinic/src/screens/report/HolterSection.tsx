import type { HolterReport } from '@telemed/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader, formatDateTime } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shell/DetailList';
import type { ReportFormat } from './reportFormat';
import { ReportSection } from './ReportSection';

/** Rhythm episodes shown, with their translation keys. */
const RHYTHMS = [
  ['atrialFibrillation', 'af'],
  ['bradycardia', 'bradycardia'],
  ['tachycardia', 'tachycardia'],
  ['pauses', 'pauses'],
] as const;

/**
 * The Holter report (platform-core §3) with the Holter statistics of clinical-domain §3: beats
 * by class, heart rate with when its extremes occurred, rhythm episodes, deceleration capacity,
 * activity, and the hour-by-hour table of a full-disclosure Holter report.
 */
export function HolterSection({ holter, format }: { holter: HolterReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const { heartRate } = holter;
  const bpm = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : `${format.number(value)} ${t('reports.bpm')}`;
  const withRate = (count: number, perHour: number | null) =>
    `${format.count(count)} (${t('reports.holter.perHour', { rate: format.number(perHour) })})`;
  return (
    <ReportSection heading={t('reports.holter.heading')}>
      <DetailList
        details={[
          [t('reports.holter.totalBeats'), format.count(holter.totalBeats)],
          [t('reports.holter.normalBeats'), format.count(holter.normalBeats)],
          [t('reports.holter.otherBeats'), format.count(holter.otherBeats)],
          [
            t('reports.holter.sveb'),
            withRate(holter.supraventricularBeats, holter.supraventricularPerHour),
          ],
          [t('reports.holter.veb'), withRate(holter.ventricularBeats, holter.ventricularPerHour)],
          [t('reports.holter.fusion'), format.count(holter.fusionBeats)],
          [t('reports.holter.unclassified'), format.count(holter.unclassifiedBeats)],
          [t('reports.holter.averageRate'), bpm(holter.averageHeartRate)],
          [
            t('reports.holter.minimumRate'),
            heartRate ? `${bpm(heartRate.minimum)}, ${formatDateTime(heartRate.minimumAt)}` : '—',
          ],
          [
            t('reports.holter.maximumRate'),
            heartRate ? `${bpm(heartRate.maximum)}, ${formatDateTime(heartRate.maximumAt)}` : '—',
          ],
          [
            t('reports.holter.belowBradycardia'),
            format.seconds(heartRate?.secondsBelowBradycardia),
          ],
          [
            t('reports.holter.aboveTachycardia'),
            format.seconds(heartRate?.secondsAboveTachycardia),
          ],
          ...RHYTHMS.map(([field, key]) => {
            const episodes = holter[field];
            return [
              t(`reports.holter.${key}`),
              episodes.count === 0
                ? t('reports.holter.noEpisodes')
                : t('reports.holter.episodes', {
                    count: episodes.count,
                    total: format.seconds(episodes.totalSeconds),
                    longest: format.seconds(episodes.longestSeconds),
                  }),
            ] as const;
          }),
          [
            t('reports.holter.decelerationCapacity'),
            holter.decelerationCapacity === null
              ? '—'
              : `${format.number(holter.decelerationCapacity)} ms`,
          ],
          [
            t('reports.holter.activityTime'),
            holter.activityRecorded
              ? format.seconds(holter.activityTime / 1000)
              : t('reports.holter.activityNotRecorded'),
          ],
        ]}
      />
      <Table aria-label={t('reports.holter.hourly')}>
        <TableHeader>
          <Column isRowHeader>{t('reports.holter.hour')}</Column>
          <Column>{t('reports.holter.beats')}</Column>
          <Column>{t('reports.holter.svebShort')}</Column>
          <Column>{t('reports.holter.vebShort')}</Column>
          <Column>{t('reports.holter.minimumShort')}</Column>
          <Column>{t('reports.holter.averageShort')}</Column>
          <Column>{t('reports.holter.maximumShort')}</Column>
        </TableHeader>
        <TableBody items={holter.hours.map((hour) => ({ ...hour, id: hour.startDate }))}>
          {(hour) => (
            <Row id={hour.startDate}>
              <Cell>{formatDateTime(hour.startDate)}</Cell>
              <Cell>{format.count(hour.beats)}</Cell>
              <Cell>{format.count(hour.supraventricularBeats)}</Cell>
              <Cell>{format.count(hour.ventricularBeats)}</Cell>
              <Cell>{format.number(hour.minimumHeartRate)}</Cell>
              <Cell>{format.number(hour.averageHeartRate)}</Cell>
              <Cell>{format.number(hour.maximumHeartRate)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </ReportSection>
  );
}
