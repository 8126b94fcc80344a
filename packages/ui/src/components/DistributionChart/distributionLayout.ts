import { max, sum } from 'd3-array';
import { scaleLinear } from 'd3-scale';

/**
 * One bar of a distribution: the readings with `from <= reading < to` (in the quantity's unit,
 * e.g. % SpO2 or bpm) and the time the examination spent there.
 */
export interface DistributionBin {
  /** Lower edge, included. */
  from: number;
  /** Upper edge, excluded; greater than `from`. */
  to: number;
  /** Seconds of recording whose reading fell in the bin; zero or more. */
  value: number;
}

/** The drawing area of the chart in SVG user units; the SVG scales it to its width (viewBox). */
export interface ChartFrame {
  width: number;
  height: number;
  /**
   * Room for the axes: ticks, their labels and the axis titles. `left` is the start side, where
   * the share axis stands; right-to-left layouts swap it with `right`.
   */
  margin: { top: number; right: number; bottom: number; left: number };
}

/**
 * The frame the chart is drawn in: 16:7, wide enough for 50 one-percent SpO2 bars of ~11 units,
 * with margins for 12-unit tick labels and a rotated axis title.
 */
export const DEFAULT_CHART_FRAME: ChartFrame = {
  width: 640,
  height: 280,
  margin: { top: 16, right: 24, bottom: 52, left: 64 },
};

/** A bar placed in the frame, with the bin it draws and its share of the total time. */
export interface PlacedBar {
  bin: DistributionBin;
  /** value / total value, 0 to 1. */
  share: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A tick on an axis: where it sits and the number it labels. */
export interface AxisTick {
  value: number;
  position: number;
}

/** Everything the chart draws, in the frame's user units. */
export interface DistributionLayout {
  bars: PlacedBar[];
  /** Ticks of the quantity axis (bin edges), positioned horizontally. */
  quantityTicks: AxisTick[];
  /** Ticks of the share axis (0 to 1), positioned vertically. */
  shareTicks: AxisTick[];
  /** Sum of the bins' values, in seconds. */
  totalValue: number;
  /** The inner plotting area. */
  plot: { left: number; right: number; top: number; bottom: number };
}

/** Options of {@link distributionLayout}. */
export interface DistributionLayoutOptions {
  frame?: ChartFrame;
  /**
   * Writing direction: right-to-left mirrors the quantity axis so it grows the way text reads.
   * @default 'ltr'
   */
  direction?: 'ltr' | 'rtl';
}

/** Gap between neighbouring bars, in user units, when bars are wide enough to spare it. */
const BAR_GAP = 1;
/** At most this many labelled ticks on the quantity axis so labels never collide. */
const MAX_QUANTITY_TICKS = 10;
/** Ticks on the share axis: d3's default density for a short vertical axis. */
const SHARE_TICKS = 5;

/**
 * Checks that bins are usable: finite edges with `from < to`, finite values of zero or more, and
 * no two bins overlapping. Returns them sorted by `from`.
 * @throws RangeError naming the first bad bin
 */
export function validBins(bins: readonly DistributionBin[]): DistributionBin[] {
  const sorted = [...bins].sort((a, b) => a.from - b.from);
  sorted.forEach((bin, index) => {
    if (!Number.isFinite(bin.from) || !Number.isFinite(bin.to) || bin.from >= bin.to)
      throw new RangeError(`Bin ${bin.from}–${bin.to} must have finite edges with from < to`);
    if (!Number.isFinite(bin.value) || bin.value < 0)
      throw new RangeError(`Bin ${bin.from}–${bin.to} has a value that is not 0 or more`);
    const previous = sorted[index - 1];
    if (previous && previous.to > bin.from)
      throw new RangeError(
        `Bins ${previous.from}–${previous.to} and ${bin.from}–${bin.to} overlap`,
      );
  });
  return sorted;
}

/**
 * Places the bars and ticks of a distribution with d3 linear scales: the quantity runs along the
 * horizontal axis (bins keep their real widths, so uneven bins stay honest) and each bar's height
 * is its share of the total time. Call only with at least one bin and a total above zero.
 */
export function distributionLayout(
  bins: readonly DistributionBin[],
  { frame = DEFAULT_CHART_FRAME, direction = 'ltr' }: DistributionLayoutOptions = {},
): DistributionLayout {
  const sorted = validBins(bins);
  const totalValue = sum(sorted, (bin) => bin.value);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last || totalValue <= 0)
    throw new RangeError('A distribution needs at least one bin with time in it');

  // The share axis and its title stand at the start side: the left margin moves right in RTL.
  const startMargin = frame.margin.left;
  const endMargin = frame.margin.right;
  const plot = {
    left: direction === 'rtl' ? endMargin : startMargin,
    right: frame.width - (direction === 'rtl' ? startMargin : endMargin),
    top: frame.margin.top,
    bottom: frame.height - frame.margin.bottom,
  };
  const quantity = scaleLinear()
    .domain([first.from, last.to])
    .range(direction === 'rtl' ? [plot.right, plot.left] : [plot.left, plot.right]);
  const maxShare = (max(sorted, (bin) => bin.value) ?? 0) / totalValue;
  const share = scaleLinear()
    .domain([0, maxShare])
    .nice(SHARE_TICKS)
    .range([plot.bottom, plot.top]);

  const bars = sorted.map((bin) => {
    const start = quantity(bin.from);
    const end = quantity(bin.to);
    const fullWidth = Math.abs(end - start);
    const gap = fullWidth > 4 * BAR_GAP ? BAR_GAP : 0;
    const barShare = bin.value / totalValue;
    const top = share(barShare);
    return {
      bin,
      share: barShare,
      x: Math.min(start, end) + gap / 2,
      y: top,
      width: fullWidth - gap,
      height: plot.bottom - top,
    };
  });

  const quantityTicks = quantity
    .ticks(Math.min(MAX_QUANTITY_TICKS, sorted.length))
    .map((value) => ({ value, position: quantity(value) }));
  const shareTicks = share.ticks(SHARE_TICKS).map((value) => ({ value, position: share(value) }));
  return { bars, quantityTicks, shareTicks, totalValue, plot };
}
