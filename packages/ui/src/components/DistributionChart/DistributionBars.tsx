import { useId, useState } from 'react';
import { formatQuantityTick, formatShare } from './distributionFormat';
import type { DistributionLayout } from './distributionLayout';
import { DEFAULT_CHART_FRAME } from './distributionLayout';
import type { DistributionRow } from './distributionRows';
import * as styles from './DistributionChart.css';

/** Props of {@link DistributionBars}. */
export interface DistributionBarsProps {
  layout: DistributionLayout;
  /** The formatted bins, in the same order as `layout.bars`. */
  rows: DistributionRow[];
  locale: string;
  direction: 'ltr' | 'rtl';
  quantityTitle: string;
  shareTitle: string;
  /** Id of the element that names the chart (its heading). */
  labelledBy: string;
  /** The chart's summary in words, read after its name. */
  description: string;
}

const frame = DEFAULT_CHART_FRAME;
/** Distance between an axis and its tick labels, in user units. */
const TICK_LABEL_OFFSET = 8;

/**
 * The SVG of a distribution: a single image (`role="img"`) named by the heading and described in
 * words, so screen readers announce one summary instead of every bar; the numbers themselves are
 * in the table view. Pointing at a bin shows its range, time and share.
 * @selector [data-active] on the bar under the pointer
 */
export function DistributionBars({
  layout,
  rows,
  locale,
  direction,
  quantityTitle,
  shareTitle,
  labelledBy,
  description,
}: DistributionBarsProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const descriptionId = useId();
  const { plot } = layout;
  const isRtl = direction === 'rtl';
  // The share axis stands at the start of the quantity axis: left in LTR, right in RTL.
  const shareAxisX = isRtl ? plot.right : plot.left;
  const shareLabelX = isRtl ? plot.right + TICK_LABEL_OFFSET : plot.left - TICK_LABEL_OFFSET;
  const shareTitleX = isRtl ? frame.width - 14 : 14;
  const plotMiddleY = (plot.top + plot.bottom) / 2;
  const activeBar = activeIndex === null ? undefined : layout.bars[activeIndex];
  const activeRow = activeIndex === null ? undefined : rows[activeIndex];

  return (
    <div className={styles.chartArea} onPointerLeave={() => setActiveIndex(null)}>
      <svg
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        className={styles.chart}
      >
        <desc id={descriptionId}>{description}</desc>
        {layout.shareTicks.map((tick) => (
          <g key={tick.value}>
            <line
              className={styles.gridLine}
              x1={plot.left}
              x2={plot.right}
              y1={tick.position}
              y2={tick.position}
            />
            <text
              className={styles.tickLabel}
              x={shareLabelX}
              y={tick.position}
              textAnchor={isRtl ? 'start' : 'end'}
              dominantBaseline="middle"
            >
              {formatShare(tick.value, locale)}
            </text>
          </g>
        ))}
        {layout.bars.map((bar, index) => (
          <rect
            key={rows[index]?.id ?? index}
            className={styles.bar}
            data-bar=""
            data-active={index === activeIndex || undefined}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          />
        ))}
        <line
          className={styles.axisLine}
          x1={plot.left}
          x2={plot.right}
          y1={plot.bottom}
          y2={plot.bottom}
        />
        <line
          className={styles.axisLine}
          x1={shareAxisX}
          x2={shareAxisX}
          y1={plot.top}
          y2={plot.bottom}
        />
        {layout.quantityTicks.map((tick) => (
          <g key={tick.value}>
            <line
              className={styles.axisLine}
              x1={tick.position}
              x2={tick.position}
              y1={plot.bottom}
              y2={plot.bottom + 4}
            />
            <text
              className={styles.tickLabel}
              x={tick.position}
              y={plot.bottom + TICK_LABEL_OFFSET + 10}
              textAnchor="middle"
            >
              {formatQuantityTick(tick.value, locale)}
            </text>
          </g>
        ))}
        <text
          className={styles.axisTitle}
          x={(plot.left + plot.right) / 2}
          y={frame.height - 8}
          textAnchor="middle"
        >
          {quantityTitle}
        </text>
        <text
          className={styles.axisTitle}
          x={shareTitleX}
          y={plotMiddleY}
          textAnchor="middle"
          dominantBaseline="middle"
          transform={`rotate(${isRtl ? 90 : -90} ${shareTitleX} ${plotMiddleY})`}
        >
          {shareTitle}
        </text>
        {layout.bars.map((bar, index) => (
          <rect
            key={rows[index]?.id ?? index}
            className={styles.hitArea}
            x={bar.x}
            y={plot.top}
            width={bar.width}
            height={plot.bottom - plot.top}
            onPointerEnter={() => setActiveIndex(index)}
          />
        ))}
      </svg>
      {activeBar && activeRow && (
        // Physical `left`: the SVG's coordinates are physical, already mirrored for RTL.
        <div
          className={styles.tooltip}
          aria-hidden="true"
          style={{
            left: `${((activeBar.x + activeBar.width / 2) / frame.width) * 100}%`,
            top: `${(activeBar.y / frame.height) * 100}%`,
          }}
        >
          {`${activeRow.range}: ${activeRow.time} (${activeRow.share})`}
        </div>
      )}
    </div>
  );
}
