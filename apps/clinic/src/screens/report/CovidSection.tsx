import type { CovidReport } from '@telemed/domain';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  convertMeasurement,
  formatDate,
  temperatureSymbol,
} from '@telemed/ui';
import type { UnitSettings } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shell/DetailList';
import { useSession } from '../../session/useSession';
import type { ReportFormat } from './reportFormat';
import * as styles from './ReportScreen.css';
import { ReportSection } from './ReportSection';

const VITALS = ['pulse', 'spo2', 'respirationRate', 'temperature'] as const;

type Vital = (typeof VITALS)[number];
type Range = CovidReport['vitals'][Vital];

const METRIC: UnitSettings = { temperatureUnits: 'celsius', lengthUnits: 'metric' };

/** A local date 'YYYY-MM-DD' as the app writes dates. */
const dateOf = (date: string) => formatDate(`${date}T00:00:00Z`, 'UTC');

/**
 * The COVID home-monitoring report (clinical-domain §2, §9): the vitals over the monitoring,
 * day by day (the range of the day's 15-minute means) and night by night (the resting values of
 * 00:00–06:00), with the coughs; temperatures in the user's units.
 */
export function CovidSection({ covid, format }: { covid: CovidReport; format: ReportFormat }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const units = user?.settings ?? METRIC;
  const unitOf = (vital: Vital) =>
    vital === 'temperature'
      ? temperatureSymbol(units.temperatureUnits)
      : vital === 'spo2'
        ? '%'
        : t(vital === 'pulse' ? 'reports.bpm' : 'reports.covid.perMinute');
  const value = (vital: Vital, reading: number | null | undefined) =>
    reading === null || reading === undefined
      ? '—'
      : format.number(
          vital === 'temperature'
            ? convertMeasurement('temperature', reading, units).value
            : reading,
        );
  const range = (vital: Vital, figures: Range) =>
    figures
      ? `${value(vital, figures.mean)} (${value(vital, figures.minimum)}–${value(vital, figures.maximum)})`
      : '—';
  const vitalColumns = VITALS.map((vital) => (
    <Column key={vital}>{`${t(`reports.covid.${vital}`)} (${unitOf(vital)})`}</Column>
  ));
  return (
    <ReportSection heading={t('reports.covid.heading')}>
      <DetailList
        details={[
          [t('reports.covid.analysed'), format.seconds(covid.analysedSeconds)],
          [t('reports.covid.coughs'), format.count(covid.coughCount)],
          [t('reports.covid.coughsPerHour'), format.number(covid.coughsPerHour)],
        ]}
      />
      <Table aria-label={t('reports.covid.vitals')}>
        <TableHeader>
          <Column isRowHeader>{t('reports.covid.vital')}</Column>
          <Column>{t('reports.covid.minimum')}</Column>
          <Column>{t('reports.covid.mean')}</Column>
          <Column>{t('reports.covid.maximum')}</Column>
        </TableHeader>
        <TableBody items={VITALS.map((vital) => ({ id: vital, figures: covid.vitals[vital] }))}>
          {({ id, figures }) => (
            <Row id={id}>
              <Cell>{`${t(`reports.covid.${id}`)} (${unitOf(id)})`}</Cell>
              <Cell>{value(id, figures?.minimum)}</Cell>
              <Cell>{value(id, figures?.mean)}</Cell>
              <Cell>{value(id, figures?.maximum)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Table aria-label={t('reports.covid.days')}>
        <TableHeader>
          <Column isRowHeader>{t('reports.covid.date')}</Column>
          {vitalColumns}
          <Column>{t('reports.covid.coughs')}</Column>
        </TableHeader>
        <TableBody
          items={covid.days.map((day) => ({ ...day, id: day.date }))}
          renderEmptyState={() => t('reports.covid.noDays')}
        >
          {(day) => (
            <Row id={day.date}>
              <Cell>{dateOf(day.date)}</Cell>
              {VITALS.map((vital) => (
                <Cell key={vital}>{range(vital, day[vital])}</Cell>
              ))}
              <Cell>{format.count(day.coughs)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <p className={styles.note}>{t('reports.covid.daysNote')}</p>
      <Table aria-label={t('reports.covid.nights')}>
        <TableHeader>
          <Column isRowHeader>{t('reports.covid.night')}</Column>
          {vitalColumns}
          <Column>{t('reports.covid.coughs')}</Column>
        </TableHeader>
        <TableBody
          items={covid.nights.map((night) => ({ ...night, id: night.date }))}
          renderEmptyState={() => t('reports.covid.noNights')}
        >
          {(night) => (
            <Row id={night.date}>
              <Cell>{dateOf(night.date)}</Cell>
              {VITALS.map((vital) => (
                <Cell key={vital}>{value(vital, night[vital])}</Cell>
              ))}
              <Cell>{format.count(night.coughs)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </ReportSection>
  );
}
