import { useId, useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Heading } from '../Typography/Heading';
import { DistributionBars } from './DistributionBars';
import type { DistributionQuantity } from './distributionFormat';
import type { DistributionBin } from './distributionLayout';
import { distributionLayout, validBins } from './distributionLayout';
import { distributionFigures, durationUnitsOf } from './distributionRows';
import { DistributionTable } from './DistributionTable';
import * as styles from './DistributionChart.css';

/** How a distribution is shown: bars, or a table of every bin. */
export type DistributionView = 'chart' | 'table';

/** Props of {@link DistributionChart}. */
export interface DistributionChartProps {
  /**
   * The bins, e.g. SpO2 50–100 % by 1 % or heart rate 0–200 bpm by 10; each `value` is the
   * seconds of recording spent in the bin. Bins may be uneven but must not overlap; bins with no
   * time are drawn as empty. No bins, or no time at all, shows an empty state.
   */
  bins: readonly DistributionBin[];
  /** What is distributed: it picks the unit (% or bpm), the axis title and the default title. */
  quantity: DistributionQuantity;
  /** The chart's heading and accessible name; defaults to the translated "Saturation distribution" or "Heart rate distribution". */
  title?: string;
  /**
   * Level of the heading in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3;
  /** The view, when the parent controls it. */
  view?: DistributionView;
  /**
   * The view shown first, when uncontrolled.
   * @default 'chart'
   */
  defaultView?: DistributionView;
  /** Called when the user switches between chart and table. */
  onViewChange?: (view: DistributionView) => void;
}

/**
 * A distribution of an examination signal (clinical-domain §2 examination view, §3 statistics:
 * saturation and heart-rate distributions) as an SVG bar chart: the quantity along the bottom,
 * each bar's height its share of the recorded time. A button switches to a table of every bin's
 * range, time and share, which is what assistive technology reads; the chart itself is one image
 * with a summary. Sizes to its container's width; mirrors in right-to-left languages.
 * @selector [data-view="chart" | "table"]
 */
export function DistributionChart({
  bins,
  quantity,
  title,
  headingLevel = 3,
  view: controlledView,
  defaultView = 'chart',
  onViewChange,
}: DistributionChartProps) {
  const { t } = useTranslation('ui');
  const { locale, direction } = useLocale();
  const headingId = useId();
  const [uncontrolledView, setUncontrolledView] = useState(defaultView);
  const view = controlledView ?? uncontrolledView;
  const sorted = useMemo(() => validBins(bins), [bins]);
  const hasTime = sorted.some((bin) => bin.value > 0);

  const figures = useMemo(
    () =>
      hasTime
        ? distributionFigures(sorted, quantity, locale, {
            beatsPerMinute: t('distribution.beatsPerMinute'),
            duration: durationUnitsOf(t),
          })
        : undefined,
    [sorted, hasTime, quantity, locale, t],
  );
  const layout = useMemo(
    () => (hasTime ? distributionLayout(sorted, { direction }) : undefined),
    [sorted, hasTime, direction],
  );

  const switchView = () => {
    const next = view === 'chart' ? 'table' : 'chart';
    setUncontrolledView(next);
    onViewChange?.(next);
  };

  return (
    <section className={styles.distribution} aria-labelledby={headingId} data-view={view}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="medium" id={headingId}>
          {title ?? t(`distribution.${quantity}Title`)}
        </Heading>
        {figures && (
          <Button
            variant="secondary"
            size="small"
            onPress={switchView}
            className={styles.viewSwitch}
          >
            {view === 'chart' ? t('distribution.showTable') : t('distribution.showChart')}
          </Button>
        )}
      </div>
      {!figures || !layout ? (
        <EmptyState
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={t('distribution.emptyTitle')}
          description={t('distribution.emptyDescription')}
        />
      ) : view === 'table' ? (
        <DistributionTable rows={figures.rows} labelledBy={headingId} />
      ) : (
        <DistributionBars
          layout={layout}
          rows={figures.rows}
          locale={locale}
          direction={direction}
          quantityTitle={t(`distribution.${quantity}Axis`)}
          shareTitle={t('distribution.shareAxis')}
          labelledBy={headingId}
          description={t('distribution.summary', {
            total: figures.total,
            time: figures.peak.time,
            share: figures.peak.share,
            range: figures.peak.range,
          })}
        />
      )}
    </section>
  );
}
