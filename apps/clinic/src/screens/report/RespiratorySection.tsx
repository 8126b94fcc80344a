import type { RespiratoryReport } from '@telemed/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shell/DetailList';
import type { ReportFormat } from './reportFormat';
import { ReportSection } from './ReportSection';

/** The order of the apnea rows: obstructive, central, mixed, not classified. */
const APNEA_TYPES = [
  'APNEA_OBSTRUCTIVE',
  'APNEA_CENTRAL',
  'APNEA_MIXED',
  'APNEA_NOT_CLASSIFIED',
] as const;

/**
 * The respiratory statistics of a sleep study (clinical-domain §3): the indices, apneas by
 * type, saturation with T90, snoring, and time and AHI per body position.
 */
export function RespiratorySection({
  respiratory,
  format,
}: {
  respiratory: RespiratoryReport;
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  const { saturation, snore } = respiratory;
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : `${format.number(value)} %`;
  return (
    <ReportSection heading={t('reports.respiratory.heading')}>
      <DetailList
        details={[
          [t('examination.statistics.counted'), format.seconds(respiratory.analysedSeconds)],
          [t('reports.respiratory.ahi'), format.number(respiratory.ahi)],
          [t('reports.respiratory.odi3'), format.number(respiratory.odi3)],
          [t('reports.respiratory.odi4'), format.number(respiratory.odi4)],
          ...APNEA_TYPES.map(
            (type) =>
              [
                t(`reports.respiratory.apneas.${type}`),
                format.count(respiratory.apneaCounts[type] ?? 0),
              ] as const,
          ),
          [t('reports.respiratory.hypopneas'), format.count(respiratory.hypopneaCount)],
          [t('reports.respiratory.averageApnea'), format.seconds(respiratory.averageApneaSeconds)],
          [t('reports.respiratory.longestApnea'), format.seconds(respiratory.longestApneaSeconds)],
          [t('reports.respiratory.desaturations'), format.count(respiratory.desaturationCount)],
          [t('reports.respiratory.averageDesaturation'), percent(respiratory.averageDesaturation)],
          [t('reports.respiratory.averageSaturation'), percent(saturation?.averageSaturation)],
          [t('reports.respiratory.minimumSaturation'), percent(saturation?.minimumSaturation)],
          [
            t('reports.respiratory.t90'),
            saturation
              ? `${format.seconds(saturation.t90Seconds)} (${percent(saturation.t90Percent)})`
              : '—',
          ],
          [t('reports.respiratory.sci'), format.number(respiratory.saturationChangeIndex)],
          [t('reports.respiratory.snoreIndex'), format.number(snore.snoreIndex)],
          [
            t('reports.respiratory.snoreTime'),
            `${format.seconds(snore.snoreSeconds)} (${percent(snore.snorePercent)})`,
          ],
          [t('reports.respiratory.snoreScore'), percent(snore.snoreScore)],
        ]}
      />
      {respiratory.positions.length > 0 && (
        <Table aria-label={t('examination.respiratory.positionTable')}>
          <TableHeader>
            <Column isRowHeader>{t('examination.respiratory.position')}</Column>
            <Column>{t('examination.respiratory.time')}</Column>
            <Column>{t('examination.respiratory.share')}</Column>
            <Column>{t('examination.respiratory.events')}</Column>
            <Column>{t('examination.respiratory.ahi')}</Column>
          </TableHeader>
          <TableBody items={respiratory.positions.map((row) => ({ ...row, id: row.position }))}>
            {(row) => (
              <Row id={row.position}>
                <Cell>
                  {t(`examination.respiratory.positions.${row.position}`, {
                    defaultValue: row.position,
                  })}
                </Cell>
                <Cell>{format.seconds(row.seconds)}</Cell>
                <Cell>{format.number(row.percent)}</Cell>
                <Cell>{format.count(row.eventCount)}</Cell>
                <Cell>{format.number(row.ahi)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}
