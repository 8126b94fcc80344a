import type { EdfWindowSignal } from '@telemed/formats';

/** Two samples closer than this (s) share a row: rates differ, clocks do not. */
const SAME_INSTANT_SECONDS = 1e-9;

/** A value as the CSV writes it: empty for a gap (NaN), else up to 6 significant decimals. */
function cell(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '';
  return String(Number(value.toPrecision(7)));
}

/** Quotes a header for CSV (RFC 4180) when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV rows of one stretch of several channels' samples, in time order: each instant at which any channel
 * has a sample is a row (`time` as ISO 8601, `seconds` from the window's start), and a channel
 * without a sample at that instant (a slower rate) leaves its cell empty rather than repeating
 * or inventing a value.
 */
export function csvRows(
  windows: EdfWindowSignal[],
  recordingStartMs: number,
  windowStart: number,
): string {
  const next = windows.map(() => 0);
  const lines: string[] = [];
  for (;;) {
    let earliest = Number.POSITIVE_INFINITY;
    windows.forEach((window, column) => {
      const index = next[column] ?? 0;
      if (index < window.samples.length)
        earliest = Math.min(earliest, window.startTime + index / window.sampleRate);
    });
    if (earliest === Number.POSITIVE_INFINITY) break;
    const cells = windows.map((window, column) => {
      const index = next[column] ?? 0;
      const time = window.startTime + index / window.sampleRate;
      if (index >= window.samples.length || time - earliest > SAME_INSTANT_SECONDS) return '';
      next[column] = index + 1;
      return cell(window.samples[index]);
    });
    const iso = new Date(recordingStartMs + earliest * 1000).toISOString();
    const seconds = Number((earliest - windowStart).toFixed(6));
    lines.push(`${iso},${seconds},${cells.join(',')}\n`);
  }
  return lines.join('');
}
