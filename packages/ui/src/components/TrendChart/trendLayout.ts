/** One reading of a trend: its day (YYYY-MM-DD) and value. */
export interface TrendPoint {
  date: string;
  value: number;
}

/** Where a trend is drawn, in the chart's own units (its SVG viewBox). */
export interface TrendLayout {
  width: number;
  height: number;
  /** The plot area inside the axes' labels. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** Each point's place, in date order. */
  points: { x: number; y: number; point: TrendPoint }[];
  /** Round values along the value axis, lowest first, with their height. */
  ticks: { value: number; y: number }[];
}

const DAY_MS = 86_400_000;

/** A round step (1, 2 or 5 times a power of ten) giving about `count` steps over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * The layout of a trend: dates along the bottom (by calendar day, so a missed day leaves its
 * gap), values up the side between round ticks that hold every value. One point sits in the
 * middle; equal values get a band around them.
 *
 * @example
 * trendLayout([{ date: '2026-05-02', value: 142 }, { date: '2026-05-04', value: 128 }]).ticks
 *   .map((tick) => tick.value); // [125, 130, 135, 140, 145]
 */
export function trendLayout(points: readonly TrendPoint[], width = 600, height = 220): TrendLayout {
  const plot = { left: 56, right: width - 16, top: 12, bottom: height - 32 };
  const sorted = points
    .filter((point) => Number.isFinite(point.value) && !Number.isNaN(Date.parse(point.date)))
    .toSorted((a, b) => a.date.localeCompare(b.date));
  const [earliest, latest] = [sorted[0], sorted.at(-1)];
  if (!earliest || !latest) return { width, height, plot, points: [], ticks: [] };
  const values = sorted.map((point) => point.value);
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (low === high) {
    const pad = Math.abs(low) * 0.1 || 1;
    low -= pad;
    high += pad;
  }
  const step = niceStep(high - low, 4);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: TrendLayout['ticks'] = [];
  const yOf = (value: number) =>
    plot.bottom - ((value - first) / (last - first)) * (plot.bottom - plot.top);
  // Rounded to the step's decimals, so 0.1 + 0.2 reads 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let index = 0; first + index * step <= last + step / 2; index += 1) {
    const value = Number((first + index * step).toFixed(decimals));
    ticks.push({ value, y: yOf(value) });
  }
  const start = Date.parse(earliest.date);
  const days = (Date.parse(latest.date) - start) / DAY_MS;
  const xOf = (date: string) =>
    days === 0
      ? (plot.left + plot.right) / 2
      : plot.left + ((Date.parse(date) - start) / DAY_MS / days) * (plot.right - plot.left);
  return {
    width,
    height,
    plot,
    points: sorted.map((point) => ({ x: xOf(point.date), y: yOf(point.value), point })),
    ticks,
  };
}
