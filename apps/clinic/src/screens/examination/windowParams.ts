import type { TimeWindow } from '@telemed/signals';

/**
 * Quiet time before a pan or zoom is written into the address: a held arrow key or a drag
 * replaces the entry once, not once per frame (a project decision; the spec's cursor refresh
 * debounce is 100 ms, and the address needs no more than that).
 */
export const WINDOW_URL_DEBOUNCE_MS = 300;

/** One `:start` or `:end` segment: epoch milliseconds, or an ISO 8601 instant written by hand. */
function parseInstant(segment: string | undefined): number | undefined {
  if (segment === undefined || segment === '') return undefined;
  if (/^\d{1,15}$/.test(segment)) return Number(segment);
  const parsed = Date.parse(decodeURIComponent(segment));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The window a shared link names (`/examinations/:examinationId/:start?/:end?`, spec
 * platform-core §2), held inside the recording; undefined when the link has none or it lies
 * outside the recording. A start alone keeps the viewer's default span.
 */
export function windowFromParams(
  start: string | undefined,
  end: string | undefined,
  recording: TimeWindow,
): { start: number; end?: number } | undefined {
  const from = parseInstant(start);
  if (from === undefined || from >= recording.end) return undefined;
  const clampedStart = Math.max(from, recording.start);
  const to = parseInstant(end);
  if (to === undefined || to <= clampedStart) return { start: clampedStart };
  return { start: clampedStart, end: Math.min(to, recording.end) };
}

/**
 * The examination's path with the window in it, as whole epoch milliseconds: short, free of
 * characters that need escaping, and exact whatever the reader's time zone.
 */
export function examinationWindowPath(
  teamId: string,
  examinationId: string,
  window: TimeWindow,
): string {
  const start = Math.round(window.start);
  const end = Math.round(window.end);
  return `/clinic/${encodeURIComponent(teamId)}/examinations/${encodeURIComponent(examinationId)}/${start}/${end}`;
}
