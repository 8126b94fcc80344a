import type { TimeWindow } from '../cache/timeWindow';
import { HOLTER_DEFAULT_ROWS, HOLTER_DEFAULT_SPAN_MS } from '../constants';

/** One row of the Holter full-disclosure view: a contiguous slice of the page's time. */
export interface HolterRow {
  index: number;
  window: TimeWindow;
}

/**
 * The rows of a Holter page. `span` is the whole page (spec platform-core §9: 5 rows, span
 * 60000 ms), cut into `rows` consecutive rows, so the default page shows one minute as five 12 s
 * strips, each as long as a 12-lead rhythm strip at 25 mm/s fits a screen (see README, "Holter
 * rows"). Rows past the recording's end are left out.
 */
export function holterRows(
  start: number,
  recording: TimeWindow,
  rows = HOLTER_DEFAULT_ROWS,
  span = HOLTER_DEFAULT_SPAN_MS,
): HolterRow[] {
  const rowSpan = span / rows;
  const result: HolterRow[] = [];
  for (let index = 0; index < rows; index += 1) {
    const rowStart = start + index * rowSpan;
    if (rowStart >= recording.end) break;
    result.push({
      index,
      window: { start: rowStart, end: Math.min(rowStart + rowSpan, recording.end) },
    });
  }
  return result;
}

/**
 * The page start after a key press in the rows view: arrows move one row, Page Up/Down a page,
 * Home/End the ends of the recording; undefined for other keys. Pages stay on the row grid of
 * the recording start so a row always begins at the same clock times.
 */
export function holterPageAfterKey(
  key: string,
  start: number,
  recording: TimeWindow,
  rows = HOLTER_DEFAULT_ROWS,
  span = HOLTER_DEFAULT_SPAN_MS,
): number | undefined {
  const rowSpan = span / rows;
  const lastStart = lastPageStart(recording, rows, span);
  const clamp = (value: number) => Math.min(Math.max(value, recording.start), lastStart);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return clamp(start + rowSpan);
    case 'ArrowUp':
    case 'ArrowLeft':
      return clamp(start - rowSpan);
    case 'PageDown':
      return clamp(start + span);
    case 'PageUp':
      return clamp(start - span);
    case 'Home':
      return recording.start;
    case 'End':
      return lastStart;
    default:
      return undefined;
  }
}

/** The start of the last page on the row grid (the recording start for a short recording). */
function lastPageStart(recording: TimeWindow, rows: number, span: number): number {
  const rowSpan = span / rows;
  return Math.max(
    recording.start,
    recording.start + Math.ceil((recording.end - recording.start - span) / rowSpan) * rowSpan,
  );
}

/**
 * The page on the row grid whose middle row holds `time` (a beat chosen in a list), kept inside
 * the recording.
 */
export function holterPageAround(
  time: number,
  recording: TimeWindow,
  rows = HOLTER_DEFAULT_ROWS,
  span = HOLTER_DEFAULT_SPAN_MS,
): number {
  const rowSpan = span / rows;
  const row = Math.floor((time - recording.start) / rowSpan) - Math.floor(rows / 2);
  const start = recording.start + row * rowSpan;
  return Math.min(Math.max(start, recording.start), lastPageStart(recording, rows, span));
}
