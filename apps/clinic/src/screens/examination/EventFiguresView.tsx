import { eventTypeLabel, useSignalsTranslation } from '@telemed/signals';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ExaminationScreen.css';

/** Props of {@link EventFiguresView}. */
export interface EventFiguresViewProps {
  /** Named figures shown first, already formatted, e.g. ['Recorded time', '07 h 22 min']. */
  rows: readonly (readonly [name: string, value: string])[];
  /** The events by type, most frequent first, with their rate per hour. */
  byType: readonly { type: string; count: number; perHour: number | null }[];
  /** The name of the events-per-type table. */
  tableLabel: string;
  /** Names the figure list for tests and assistive technology. */
  testId?: string;
}

/** Figures of a span of the recording as a list, then its events per type with their count and
 * rate per hour. */
export function EventFiguresView({ rows, byType, tableLabel, testId }: EventFiguresViewProps) {
  const { t, i18n } = useTranslation();
  const signals = useSignalsTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const shown = (value: number | null) => (value === null ? '—' : number.format(value));
  return (
    <>
      <dl className={styles.figures} data-testid={testId}>
        {rows.map(([name, value]) => (
          <div key={name} className={styles.figure}>
            <dt>{name}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <Table aria-label={tableLabel}>
        <TableHeader>
          <Column isRowHeader>{t('examination.statistics.type')}</Column>
          <Column>{t('examination.statistics.count')}</Column>
          <Column>{t('examination.statistics.perHour')}</Column>
        </TableHeader>
        <TableBody items={byType} renderEmptyState={() => t('examination.statistics.none')}>
          {(row) => (
            <Row id={row.type}>
              <Cell>{eventTypeLabel(signals.t, row.type)}</Cell>
              <Cell>{number.format(row.count)}</Cell>
              <Cell>{shown(row.perHour)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </>
  );
}
