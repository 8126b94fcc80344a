import { useId, useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/dateTime';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table';
import { Heading } from '../Typography/Heading';
import type { TrendPoint } from './trendLayout';
import { trendLayout } from './trendLayout';
import * as frame from '../../theme/chartFrame.css';
import * as styles from './TrendChart.css';

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  /** The chart's heading and accessible name, e.g. 'Blood pressure'. */
  title: string;
  /** What the values are, with their unit: the table's column and the summary's words, e.g. 'Systolic (mmHg)'. */
  valueLabel: string;
  /** The readings by day (YYYY-MM-DD); their order does not matter. */
  points: readonly TrendPoint[];
  /**
   * Level of the heading in the page outline.
   * @default 3
   */
  headingLevel?: 3 | 4;
}

/**
 * A value over days as a line (a patient's answers in a rehabilitation program, clinical-domain
 * §2 "program history per member"): round values up the side, the first and last day along the
 * bottom, a gap in time where days were missed. The chart is one image with a summary (how many
 * readings, the lowest, highest and latest); a button switches to a table of every reading, which
 * is what assistive technology reads best.
 * @selector [data-view="chart" | "table"]
 */
export function TrendChart({ title, valueLabel, points, headingLevel = 3 }: TrendChartProps) {
  const { t } = useTranslation('ui');
  const { locale } = useLocale();
  const headingId = useId();
  const descriptionId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const layout = useMemo(() => trendLayout(points), [points]);
  const number = useMemo(
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    [locale],
  );
  const placed = layout.points;
  const first = placed[0];
  const last = placed.at(-1);
  const values = placed.map(({ point }) => point.value);

  return (
    <section className={frame.chartSection} aria-labelledby={headingId} data-view={view}>
      <div className={frame.chartHeader}>
        <Heading level={headingLevel} size="medium" id={headingId}>
          {title}
        </Heading>
        {first && (
          <Button
            variant="secondary"
            size="small"
            className={frame.chartViewSwitch}
            onPress={() => setView(view === 'chart' ? 'table' : 'chart')}
          >
            {view === 'chart' ? t('trend.showTable') : t('trend.showChart')}
          </Button>
        )}
      </div>
      {!first || !last ? (
        <EmptyState headingLevel={4} title={t('trend.empty')} />
      ) : view === 'table' ? (
        <Table aria-labelledby={headingId}>
          <TableHeader>
            <Column id="date" isRowHeader>
              {t('trend.dateColumn')}
            </Column>
            <Column id="value">{valueLabel}</Column>
          </TableHeader>
          <TableBody items={placed.map(({ point }, index) => ({ id: index, ...point }))}>
            {(reading) => (
              <Row id={reading.id}>
                <Cell>{formatDate(reading.date, 'UTC')}</Cell>
                <Cell>{number.format(reading.value)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      ) : (
        <svg
          className={frame.chartSvg}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="img"
          aria-labelledby={headingId}
          aria-describedby={descriptionId}
        >
          <desc id={descriptionId}>
            {t('trend.summary', {
              count: placed.length,
              value: valueLabel,
              first: formatDate(first.point.date, 'UTC'),
              last: formatDate(last.point.date, 'UTC'),
              lowest: number.format(Math.min(...values)),
              highest: number.format(Math.max(...values)),
              latest: number.format(last.point.value),
            })}
          </desc>
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                className={frame.chartGridLine}
                x1={layout.plot.left}
                x2={layout.plot.right}
                y1={tick.y}
                y2={tick.y}
              />
              <text
                className={frame.chartTickLabel}
                x={layout.plot.left - 8}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {number.format(tick.value)}
              </text>
            </g>
          ))}
          <line
            className={frame.chartAxisLine}
            x1={layout.plot.left}
            x2={layout.plot.right}
            y1={layout.plot.bottom}
            y2={layout.plot.bottom}
          />
          {/* The first day under its point: at the start, or in the middle when it is the only one. */}
          <text
            className={frame.chartTickLabel}
            x={first.x}
            y={layout.height - 8}
            textAnchor={last === first ? 'middle' : 'start'}
          >
            {formatDate(first.point.date, 'UTC')}
          </text>
          {last !== first && (
            <text
              className={frame.chartTickLabel}
              x={layout.plot.right}
              y={layout.height - 8}
              textAnchor="end"
            >
              {formatDate(last.point.date, 'UTC')}
            </text>
          )}
          <polyline
            className={styles.line}
            points={placed.map(({ x, y }) => `${x},${y}`).join(' ')}
          />
          {placed.map(({ x, y, point }) => (
            <circle key={`${point.date}-${x}-${y}`} className={styles.point} cx={x} cy={y} r={4} />
          ))}
        </svg>
      )}
    </section>
  );
}
