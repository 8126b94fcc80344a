import { describe, expect, it } from 'vitest';
import type { ChartFrame } from './distributionLayout';
import { DEFAULT_CHART_FRAME, distributionLayout, validBins } from './distributionLayout';

const frame: ChartFrame = {
  width: 220,
  height: 120,
  margin: { top: 10, right: 10, bottom: 10, left: 10 },
};

describe('validBins', () => {
  it('sorts bins by their lower edge', () => {
    const bins = [
      { from: 95, to: 100, value: 1 },
      { from: 90, to: 95, value: 2 },
    ];
    expect(validBins(bins).map((bin) => bin.from)).toEqual([90, 95]);
  });

  it.each([
    [{ from: 90, to: 90, value: 1 }, /from < to/],
    [{ from: Number.NaN, to: 90, value: 1 }, /finite edges/],
    [{ from: 80, to: 90, value: -1 }, /not 0 or more/],
    [{ from: 80, to: 90, value: Number.POSITIVE_INFINITY }, /not 0 or more/],
  ])('refuses the bin %o', (bin, message) => {
    expect(() => validBins([bin])).toThrow(message);
  });

  it('refuses overlapping bins', () => {
    const bins = [
      { from: 60, to: 75, value: 1 },
      { from: 70, to: 80, value: 1 },
    ];
    expect(() => validBins(bins)).toThrow('Bins 60–75 and 70–80 overlap');
  });
});

describe('distributionLayout', () => {
  const bins = [
    { from: 0, to: 100, value: 100 },
    { from: 100, to: 150, value: 300 },
    { from: 150, to: 200, value: 0 },
  ];

  it('makes bar heights proportional to the time in each bin', () => {
    const { bars, totalValue } = distributionLayout(bins, { frame });
    expect(totalValue).toBe(400);
    expect(bars.map((bar) => bar.share)).toEqual([0.25, 0.75, 0]);
    expect(bars[0]!.height / bars[1]!.height).toBeCloseTo(1 / 3, 10);
    expect(bars[2]!.height).toBe(0);
    // Bars stand on the plot's bottom edge.
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(110, 10);
  });

  it('keeps uneven bins at their real widths, less a one-unit gap', () => {
    const { bars } = distributionLayout(bins, { frame });
    expect(bars.map((bar) => [bar.x, bar.width])).toEqual([
      [10.5, 99],
      [110.5, 49],
      [160.5, 49],
    ]);
  });

  it('rounds the share axis up to a nice maximum and ticks it', () => {
    const { shareTicks, bars } = distributionLayout(bins, { frame });
    expect(shareTicks.map((tick) => tick.value)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(shareTicks[0]!.position).toBe(110);
    expect(shareTicks.at(-1)!.position).toBe(10);
    expect(bars[1]!.y).toBeCloseTo(110 - 100 * (0.75 / 0.8), 10);
  });

  it('labels the quantity axis with round numbers across the bins', () => {
    const { quantityTicks } = distributionLayout(bins, { frame });
    expect(quantityTicks.map((tick) => tick.value)).toEqual([0, 50, 100, 150, 200]);
    expect(quantityTicks.map((tick) => tick.position)).toEqual([10, 60, 110, 160, 210]);
  });

  it('mirrors the quantity axis in right-to-left layouts', () => {
    const { bars, quantityTicks } = distributionLayout(bins, { frame, direction: 'rtl' });
    expect(bars.map((bar) => bar.x)).toEqual([110.5, 60.5, 10.5]);
    expect(quantityTicks[0]).toEqual({ value: 0, position: 210 });
  });

  it('moves the share axis’s margin to the right in right-to-left layouts', () => {
    const ltr = distributionLayout(bins, { frame: DEFAULT_CHART_FRAME }).plot;
    const rtl = distributionLayout(bins, { frame: DEFAULT_CHART_FRAME, direction: 'rtl' }).plot;
    expect([ltr.left, ltr.right]).toEqual([64, 616]);
    expect([rtl.left, rtl.right]).toEqual([24, 576]);
  });

  it('drops the gap between bars too narrow to spare it', () => {
    const narrow = Array.from({ length: 100 }, (_, i) => ({ from: i, to: i + 1, value: 1 }));
    const { bars } = distributionLayout(narrow, { frame });
    expect(bars[0]!.width).toBeCloseTo(2, 10);
    expect(bars[1]!.x).toBeCloseTo(bars[0]!.x + bars[0]!.width, 10);
  });

  it('needs some time to draw', () => {
    expect(() => distributionLayout([], { frame })).toThrow(RangeError);
    expect(() => distributionLayout([{ from: 0, to: 1, value: 0 }], { frame })).toThrow(
      'at least one bin with time',
    );
  });
});
