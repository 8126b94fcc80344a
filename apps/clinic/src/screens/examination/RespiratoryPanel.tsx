import { BODY_POSITIONS } from '@telemed/domain';
import type { RespiratoryReport } from '@telemed/domain';
import { eventTypeLabel, useSignalsTranslation } from '@telemed/signals';
import type { TimeWindow } from '@telemed/signals';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  formatDuration,
} from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ExaminationScreen.css';
import type { PositionSpan } from './positionSpans';

/** Props of {@link RespiratoryPanel}. */
export interface RespiratoryPanelProps {
  /**
   * The server's respiratory statistics (GET .../statistics, the report's own): the apnea table
   * and the time and AHI per body position, over the analysed time.
   */
  respiratory: RespiratoryReport;
  recording: TimeWindow;
  /** The body position over the recording, from its position channel, for the chart. */
  positions: readonly PositionSpan[];
}

const CHART_WIDTH = 720;
const ROW_HEIGHT = 22;
const LABEL_WIDTH = 110;
const AXIS_HEIGHT = 22;
const HOUR_MS = 3_600_000;

/**
 * The respiratory part of the examination view (clinical-domain §2): the apnea table (apneas by
 * kind and hypopneas: count, index per analysed hour, mean and longest duration) and the body
 * position chart, one row per position over the night, with the time and AHI in each position —
 * the server's figures, which the report prints too.
 */
export function RespiratoryPanel({ respiratory, recording, positions }: RespiratoryPanelProps) {
  const { t, i18n } = useTranslation();
  const signals = useSignalsTranslation();
  const rows = respiratory.apneaTable;
  const byPosition = respiratory.positions;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const shown = (value: number | null) => (value === null ? '—' : number.format(value));
  const typeName = (type: string) =>
    type === 'total' ? t('examination.respiratory.total') : eventTypeLabel(signals.t, type);
  const positionName = (position: string) => t(`examination.respiratory.positions.${position}`);

  return (
    <div className={styles.respiratory}>
      <Table aria-label={t('examination.respiratory.apneaTable')}>
        <TableHeader>
          <Column id="type" isRowHeader>
            {t('examination.statistics.type')}
          </Column>
          <Column id="count">{t('examination.statistics.count')}</Column>
          <Column id="perHour">{t('examination.statistics.perHour')}</Column>
          <Column id="mean">{t('examination.respiratory.meanDuration')}</Column>
          <Column id="longest">{t('examination.respiratory.longest')}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.type}>
              <Cell>{typeName(row.type)}</Cell>
              <Cell>{row.count}</Cell>
              <Cell>{shown(row.perHour)}</Cell>
              <Cell>{shown(row.meanSeconds)}</Cell>
              <Cell>{shown(row.longestSeconds)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {positions.length === 0 || byPosition.length === 0 ? (
        <Text tone="secondary">{t('examination.respiratory.noPositions')}</Text>
      ) : (
        <>
          <PositionChart
            positions={positions}
            recording={recording}
            label={t('examination.respiratory.positionChart', {
              summary: byPosition
                .filter((entry) => entry.seconds > 0)
                .map((entry) => `${positionName(entry.position)} ${shown(entry.percent)} %`)
                .join(', '),
            })}
            positionName={positionName}
            hourLabel={(date) =>
              new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
                date,
              )
            }
          />
          <Table aria-label={t('examination.respiratory.positionTable')}>
            <TableHeader>
              <Column id="position" isRowHeader>
                {t('examination.respiratory.position')}
              </Column>
              <Column id="time">{t('examination.respiratory.time')}</Column>
              <Column id="share">{t('examination.respiratory.share')}</Column>
              <Column id="events">{t('examination.respiratory.events')}</Column>
              <Column id="ahi">{t('examination.respiratory.ahi')}</Column>
            </TableHeader>
            <TableBody items={byPosition.map((entry) => ({ id: entry.position, ...entry }))}>
              {(entry) => (
                <Row id={entry.position}>
                  <Cell>{positionName(entry.position)}</Cell>
                  <Cell>{formatDuration(entry.seconds * 1000)}</Cell>
                  <Cell>{shown(entry.percent)}</Cell>
                  <Cell>{entry.eventCount}</Cell>
                  <Cell>{shown(entry.ahi)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </>
      )}
    </div>
  );
}

interface PositionChartProps {
  positions: readonly PositionSpan[];
  recording: TimeWindow;
  /** What the chart shows, for screen readers: the share of each position. */
  label: string;
  positionName(position: string): string;
  hourLabel(date: Date): string;
}

/** The position over time: a row per position, a bar where the patient lay in it, hour ticks. */
function PositionChart({
  positions,
  recording,
  label,
  positionName,
  hourLabel,
}: PositionChartProps) {
  const span = Math.max(1, recording.end - recording.start);
  const plotWidth = CHART_WIDTH - LABEL_WIDTH;
  const x = (time: number) => LABEL_WIDTH + ((time - recording.start) / span) * plotWidth;
  const height = BODY_POSITIONS.length * ROW_HEIGHT + AXIS_HEIGHT;
  const firstHour = Math.ceil(recording.start / HOUR_MS) * HOUR_MS;
  const everyHours = Math.max(1, Math.ceil(span / HOUR_MS / 8));
  const ticks: number[] = [];
  // A label needs room to either side: none so close to the edge that it would be cut.
  for (let time = firstHour; x(time) <= CHART_WIDTH - 20; time += everyHours * HOUR_MS)
    ticks.push(time);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      className={styles.positionChart}
    >
      {BODY_POSITIONS.map((position, row) => (
        <g key={position}>
          <text
            x={LABEL_WIDTH - 8}
            y={row * ROW_HEIGHT + ROW_HEIGHT / 2}
            textAnchor="end"
            dominantBaseline="middle"
            className={styles.chartLabel}
          >
            {positionName(position)}
          </text>
          <line
            x1={LABEL_WIDTH}
            x2={CHART_WIDTH}
            y1={(row + 1) * ROW_HEIGHT}
            y2={(row + 1) * ROW_HEIGHT}
            className={styles.chartGrid}
          />
        </g>
      ))}
      {positions.map((entry) => (
        <rect
          key={`${entry.start}-${entry.position}`}
          x={x(entry.start)}
          width={Math.max(1, x(entry.end) - x(entry.start))}
          y={BODY_POSITIONS.indexOf(entry.position) * ROW_HEIGHT + 4}
          height={ROW_HEIGHT - 8}
          className={styles.chartBar}
        />
      ))}
      {ticks.map((time) => (
        <text
          key={time}
          x={x(time)}
          y={height - 6}
          textAnchor="middle"
          className={styles.chartLabel}
        >
          {hourLabel(new Date(time))}
        </text>
      ))}
    </svg>
  );
}
