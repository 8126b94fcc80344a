import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DistributionChart } from './DistributionChart';
import { formatBinRange, formatBinTime, formatShare } from './distributionFormat';
import type { DistributionBin } from './distributionLayout';

/**
 * Seconds per bin of a bell-shaped distribution around `centre`, scaled to `totalSeconds`: the
 * shape of a night's SpO2 or a day's heart rate, without random numbers so screenshots are stable.
 */
function bellBins(
  from: number,
  to: number,
  step: number,
  centre: number,
  spread: number,
  totalSeconds: number,
): DistributionBin[] {
  const edges = Array.from({ length: Math.round((to - from) / step) }, (_, i) => from + i * step);
  const weights = edges.map((edge) => Math.exp(-(((edge + step / 2 - centre) / spread) ** 2) / 2));
  const weightSum = weights.reduce((total, weight) => total + weight, 0);
  return edges.map((edge, i) => ({
    from: edge,
    to: edge + step,
    value: Math.round((totalSeconds * weights[i]!) / weightSum),
  }));
}

/** A night (8 h) of SpO2 in 1 % bins from 50 to 100 %, mostly 93–97 %, with a tail of desaturations. */
const saturationBins = bellBins(50, 100, 1, 95, 2.2, 8 * 3600).map((bin) =>
  bin.from >= 84 && bin.from < 90 ? { ...bin, value: bin.value + 240 } : bin,
);

/** A day (24 h Holter) of heart rate in 10 bpm bins from 0 to 200 bpm. */
const heartRateBins = bellBins(0, 200, 10, 72, 16, 24 * 3600);

const units = { hours: 'h', minutes: 'min', seconds: 's' };
const bpm = { beatsPerMinute: 'bpm' };
const totalOf = (bins: DistributionBin[]) => bins.reduce((total, bin) => total + bin.value, 0);

/** A heart-rate bin as the table shows it in English: range, time and share. */
function binCells(bins: DistributionBin[], index: number): [string, string, string] {
  const bin = bins[index]!;
  return [
    formatBinRange(bin, 'heartRate', 'en-GB', bpm),
    formatBinTime(bin.value, units),
    formatShare(bin.value / totalOf(bins), 'en-GB'),
  ];
}

/** What a bin's tooltip says in English, e.g. '70–80 bpm: 04 h 10 min 00 s (17.4%)'. */
function binText(bins: DistributionBin[], index: number): string {
  const [range, time, share] = binCells(bins, index);
  return `${range}: ${time} (${share})`;
}

const barsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<SVGRectElement>('rect[data-bar]')].map((bar) => ({
    x: Number(bar.getAttribute('x')),
    height: Number(bar.getAttribute('height')),
  }));

/** Bars are as many as the bins, and their heights are proportional to the bins' times. */
async function expectBarsFollow(canvasElement: HTMLElement, bins: DistributionBin[]) {
  const bars = barsOf(canvasElement);
  await expect(bars).toHaveLength(bins.length);
  const tallest = Math.max(...bars.map((bar) => bar.height));
  const longest = Math.max(...bins.map((bin) => bin.value));
  bars.forEach((bar, i) => expect(bar.height / tallest).toBeCloseTo(bins[i]!.value / longest, 3));
}

const meta = {
  title: 'Data display/DistributionChart',
  component: DistributionChart,
  args: { bins: saturationBins, quantity: 'saturation' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DistributionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SpO2 over a night in 1 % bins: one image named by its heading and described in words. */
export const SaturationDistribution: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Saturation distribution' });
    const peak = saturationBins.reduce((best, bin) => (bin.value > best.value ? bin : best));
    const share = formatShare(peak.value / totalOf(saturationBins), 'en-GB');
    await expect(chart).toHaveAccessibleDescription(
      `Total ${formatBinTime(totalOf(saturationBins), units)}. ` +
        `Most time, ${formatBinTime(peak.value, units)} (${share}), ` +
        `at ${formatBinRange(peak, 'saturation', 'en-GB', bpm)}.`,
    );
    await expectBarsFollow(canvasElement, saturationBins);
    await expect(canvas.getByText('Oxygen saturation (SpO₂, %)')).toBeInTheDocument();
  },
};

/** Heart rate over a 24 h Holter in 10 bpm bins; pointing at a bar tells its range and time. */
export const HeartRateDistribution: Story = {
  args: { bins: heartRateBins, quantity: 'heartRate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Heart rate distribution' })).toBeInTheDocument();
    await expectBarsFollow(canvasElement, heartRateBins);
    await expect(canvas.getByText('Heart rate (bpm)')).toBeInTheDocument();

    const strips = canvasElement.querySelectorAll('svg rect:not([data-bar])');
    await userEvent.hover(strips[7]!);
    await expect(canvasElement.querySelectorAll('rect[data-active]')).toHaveLength(1);
    await expect(canvas.getByText(binText(heartRateBins, 7))).toBeVisible();
    await userEvent.unhover(strips[7]!);
    await expect(canvasElement.querySelectorAll('rect[data-active]')).toHaveLength(0);
  },
};

/** No readings: an empty state instead of an empty frame, and nothing to switch to. */
export const Empty: Story = {
  args: { bins: [], quantity: 'heartRate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No distribution to show' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A single bin fills the width and is the tallest bar. */
export const OneBin: Story = {
  args: { bins: [{ from: 90, to: 100, value: 5400 }], quantity: 'saturation' },
  play: async ({ canvasElement }) => {
    const bars = barsOf(canvasElement);
    await expect(bars).toHaveLength(1);
    await expect(bars[0]!.height).toBeGreaterThan(150);
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleDescription(
      'Total 01 h 30 min 00 s. Most time, 01 h 30 min 00 s (100%), at 90% – 100%.',
    );
  },
};

/** The numbers as a table, one row per bin; the button switches back and forth. */
export const TableView: Story = {
  args: { bins: heartRateBins, quantity: 'heartRate', onViewChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('table');
    const table = canvas.getByRole('grid', { name: 'Heart rate distribution' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(heartRateBins.length);
    for (const [i, row] of rows.entries()) {
      const rowHeader = within(row).getByRole('rowheader');
      const cells = [rowHeader, ...within(row).getAllByRole('gridcell')];
      await expect(cells.map((cell) => cell.textContent)).toEqual(binCells(heartRateBins, i));
    }

    await userEvent.click(canvas.getByRole('button', { name: 'Show as chart' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('chart');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(barsOf(canvasElement)).toHaveLength(heartRateBins.length);
  },
};

/** In a right-to-left locale the quantity axis runs from right to left. */
export const RightToLeft: Story = {
  args: { bins: heartRateBins, quantity: 'heartRate', title: 'Heart rate distribution' },
  decorators: [
    (Story) => (
      <I18nProvider locale="ar-EG">
        <div dir="rtl">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bars = barsOf(canvasElement);
    await expect(bars[0]!.x).toBeGreaterThan(bars[bars.length - 1]!.x);
  },
};
