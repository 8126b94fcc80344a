import type { ExaminationReport } from '@telemed/domain';
import { eventTypeLabel, useSignalsTranslation } from '@telemed/signals';
import { Cell, Column, Row, Table, TableBody, TableHeader, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from './reportFormat';
import { ReportSection } from './ReportSection';

type Report = ExaminationReport['report'];

/** Every event type of the examination: count, rate per hour and time covered. */
export function EventTypesSection({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation();
  const signals = useSignalsTranslation();
  return (
    <ReportSection heading={t('reports.eventTypes.heading')}>
      <Table aria-label={t('reports.eventTypes.heading')}>
        <TableHeader>
          <Column isRowHeader>{t('examination.statistics.type')}</Column>
          <Column>{t('examination.statistics.count')}</Column>
          <Column>{t('examination.statistics.perHour')}</Column>
          <Column>{t('reports.eventTypes.time')}</Column>
        </TableHeader>
        <TableBody
          items={report.eventTypes.map((row) => ({ ...row, id: row.type }))}
          renderEmptyState={() => t('examination.statistics.none')}
        >
          {(row) => (
            <Row id={row.type}>
              <Cell>{eventTypeLabel(signals.t, row.type)}</Cell>
              <Cell>{format.count(row.count)}</Cell>
              <Cell>{format.number(row.perHour)}</Cell>
              <Cell>{format.seconds(row.totalSeconds)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </ReportSection>
  );
}

/**
 * The events marked for the report, in time order (single ectopic beats are counted in the
 * Holter section instead); when more are marked than the report lists, it says how many.
 */
export function ReportedEventsSection({
  report,
  format,
}: {
  report: Report;
  format: ReportFormat;
}) {
  const { t } = useTranslation();
  const signals = useSignalsTranslation();
  const unlisted = report.reportedEventCount - report.events.length;
  return (
    <ReportSection heading={t('reports.events.heading')}>
      <Table aria-label={t('reports.events.heading')}>
        <TableHeader>
          <Column isRowHeader>{t('reports.events.start')}</Column>
          <Column>{t('examination.statistics.type')}</Column>
          <Column>{t('reports.events.duration')}</Column>
          <Column>{t('reports.events.description')}</Column>
        </TableHeader>
        <TableBody items={report.events} renderEmptyState={() => t('reports.events.none')}>
          {(event) => (
            <Row id={event._id}>
              <Cell>{format.instant(event.startDate)}</Cell>
              <Cell>{eventTypeLabel(signals.t, event.type)}</Cell>
              <Cell>
                {format.seconds((Date.parse(event.endDate) - Date.parse(event.startDate)) / 1000)}
              </Cell>
              <Cell>{event.description ?? ''}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {unlisted > 0 && (
        <Text tone="secondary">{t('reports.events.unlisted', { count: unlisted })}</Text>
      )}
    </ReportSection>
  );
}
