import { useTranslation } from 'react-i18next';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';
import type { DistributionRow } from './distributionRows';

/** Props of {@link DistributionTable}. */
export interface DistributionTableProps {
  rows: DistributionRow[];
  /** Id of the element that names the table (the chart's heading). */
  labelledBy: string;
}

/**
 * The distribution's numbers as a data table, one row per bin (range, time, share of time): the
 * view for screen-reader and keyboard users, and for anyone who wants exact figures.
 */
export function DistributionTable({ rows, labelledBy }: DistributionTableProps) {
  const { t } = useTranslation('ui');
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHeader>
        <Column id="range" isRowHeader>
          {t('distribution.rangeColumn')}
        </Column>
        <Column id="time">{t('distribution.timeColumn')}</Column>
        <Column id="share">{t('distribution.shareColumn')}</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.range}</Cell>
            <Cell>{row.time}</Cell>
            <Cell>{row.share}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
