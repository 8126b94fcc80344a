const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Tick steps a clock axis may use, the 1-2-5 and clock-friendly progression of d3-time's
 * `tickIntervals` (d3/d3-time `src/ticks.js`).
 */
export const TIME_TICK_STEPS = [
  10,
  20,
  50,
  100,
  200,
  500,
  SECOND,
  2 * SECOND,
  5 * SECOND,
  10 * SECOND,
  15 * SECOND,
  30 * SECOND,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
] as const;

/** Least CSS pixels between labelled ticks, room for an `HH:mm:ss` label and a gap. */
export const MIN_TICK_SPACING_PX = 90;

/** Ticks of a clock axis: the step and the tick times inside the window. */
export interface TimeTicks {
  step: number;
  times: number[];
}

/**
 * Tick times for a window drawn at `msPerPx`: the smallest step at least {@link
 * MIN_TICK_SPACING_PX} apart, aligned to the step in local clock time (`offsetMs` is the
 * time zone's offset, so hours land on full hours where the reader is).
 */
export function timeTicks(start: number, end: number, msPerPx: number, offsetMs = 0): TimeTicks {
  const wanted = MIN_TICK_SPACING_PX * msPerPx;
  const step = TIME_TICK_STEPS.find((candidate) => candidate >= wanted) ?? 24 * HOUR;
  const first = Math.ceil((start + offsetMs) / step) * step - offsetMs;
  const times: number[] = [];
  for (let time = first; time <= end; time += step) times.push(time);
  return { step, times };
}

/** Intl options for tick labels at a step: seconds appear below a minute, tenths below a second. */
export function tickFormatOptions(step: number): Intl.DateTimeFormatOptions {
  return {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(step < MINUTE ? { second: '2-digit' } : {}),
    ...(step < SECOND ? { fractionalSecondDigits: step < 100 ? 2 : 1 } : {}),
  };
}

const tickFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of tick labels at a step, in `language` and `timeZone`; kept, as building an
 * Intl formatter costs a good part of a frame.
 */
export function tickFormat(
  language: string,
  step: number,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${language}|${step}|${timeZone ?? ''}`;
  let format = tickFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...tickFormatOptions(step), timeZone });
    tickFormats.set(key, format);
  }
  return format;
}
