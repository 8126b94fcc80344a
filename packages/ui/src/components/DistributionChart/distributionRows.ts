import type { DurationUnits } from '../../format/duration';
import type { DistributionLabelWords, DistributionQuantity } from './distributionFormat';
import { formatBinRange, formatBinTime, formatShare } from './distributionFormat';
import type { DistributionBin } from './distributionLayout';

/** One bin as people read it: its range, its time and its share, all formatted. */
export interface DistributionRow {
  /** Stable key: the bin's edges. */
  id: string;
  bin: DistributionBin;
  range: string;
  time: string;
  share: string;
}

/** The formatted figures of a distribution, shared by the bars' tooltips, the summary and the table. */
export interface DistributionFigures {
  rows: DistributionRow[];
  /** The total time, formatted. */
  total: string;
  /** The row with the most time (the first such when tied). */
  peak: DistributionRow;
}

/**
 * Formats every bin of a distribution for `locale`. Bins must already be valid and sorted, with a
 * total above zero (see `validBins`).
 */
export function distributionFigures(
  bins: readonly DistributionBin[],
  quantity: DistributionQuantity,
  locale: string,
  words: DistributionLabelWords,
): DistributionFigures {
  const totalValue = bins.reduce((total, bin) => total + bin.value, 0);
  const rows = bins.map((bin) => ({
    id: `${bin.from}-${bin.to}`,
    bin,
    range: formatBinRange(bin, quantity, locale, words),
    time: formatBinTime(bin.value, words.duration),
    share: formatShare(bin.value / totalValue, locale),
  }));
  const peak = rows.reduce((best, row) => (row.bin.value > best.bin.value ? row : best));
  return { rows, total: formatBinTime(totalValue, words.duration), peak };
}

/** Reads the duration unit labels from a translator, as the `Duration` component does. */
export function durationUnitsOf(t: (key: string) => string): DurationUnits {
  return {
    hours: t('duration.hours'),
    minutes: t('duration.minutes'),
    seconds: t('duration.seconds'),
  };
}
