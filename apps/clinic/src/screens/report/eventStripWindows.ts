import type { TimeWindow } from '@telemed/signals';

/** Widest strip on A4 paper (210 mm less margins), mm. */
export const STRIP_MAX_MM = 170;
/** An ECG strip: 6 s at the standard 25 mm/s (150 mm), from a second before the event. */
export const ECG_STRIP_MS = 6_000;
export const ECG_PAPER_SPEED = 25;
/** Other signals: the event with 10 s either side, at most 2 minutes. */
const PADDING_MS = 10_000;
const OTHER_STRIP_MAX_MS = 120_000;

/** The window a strip of `event` shows and its paper speed (mm/s), inside the recording. */
export function eventStripWindow(
  event: TimeWindow,
  recording: TimeWindow,
  isEcg: boolean,
): { window: TimeWindow; paperSpeed: number } {
  const length = isEcg
    ? ECG_STRIP_MS
    : Math.min(OTHER_STRIP_MAX_MS, event.end - event.start + 2 * PADDING_MS);
  const wanted = isEcg ? event.start - 1_000 : event.start - PADDING_MS;
  const start = Math.max(recording.start, Math.min(wanted, recording.end - length));
  const window = { start, end: Math.min(recording.end, start + length) };
  const seconds = (window.end - window.start) / 1000;
  return {
    window,
    paperSpeed: isEcg ? ECG_PAPER_SPEED : Math.min(ECG_PAPER_SPEED, STRIP_MAX_MM / seconds),
  };
}
