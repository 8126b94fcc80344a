import { BODY_POSITIONS } from '@telemed/domain';
import type { BodyPosition, SignalSeries } from '@telemed/domain';
import type { TimeWindow } from '@telemed/signals';

/** A span of the recording in one body position, epoch ms. */
export interface PositionSpan extends TimeWindow {
  position: BodyPosition;
}

/**
 * The body position over the recording from its position channel (codes are indexes into
 * BODY_POSITIONS): consecutive points in one position become one span. An envelope point whose
 * bucket holds a change counts as the position it changes to; points without a known code
 * (gaps, out-of-range codes) leave a hole.
 */
export function positionSpansOf(series: SignalSeries | undefined): PositionSpan[] {
  if (!series) return [];
  const codes = series.kind === 'raw' ? series.values : series.max;
  const spans: PositionSpan[] = [];
  codes.forEach((code, index) => {
    const position = code === null ? undefined : BODY_POSITIONS[Math.round(code)];
    const start = series.start + index * series.step;
    const end = start + series.step;
    const last = spans.at(-1);
    if (!position) return;
    if (last && last.position === position && last.end === start) last.end = end;
    else spans.push({ start, end, position });
  });
  return spans;
}
