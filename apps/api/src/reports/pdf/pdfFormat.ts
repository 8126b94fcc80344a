import type { Language } from '@telemed/domain';

/**
 * How the PDF writes figures in its language, as the report page does (reportFormat of the
 * clinic): numbers to one decimal, durations as `hh h mm min ss s`, dates as DD/MM/YYYY in the
 * requester's local time (the offset they sent when asking for the PDF); unknown reads '—'.
 */
export interface PdfFormat {
  number: (value: number | null | undefined) => string;
  count: (value: number) => string;
  /** A length in seconds. */
  seconds: (value: number | null | undefined) => string;
  /** An instant to the minute: DD/MM/YYYY HH:MM. */
  dateTime: (iso: string) => string;
  /** An instant to the second: DD/MM/YYYY HH:MM:SS. */
  instant: (iso: string) => string;
  /** The clock time of an instant: HH:MM. */
  time: (iso: string) => string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** @param utcOffsetMinutes local time minus UTC of the reader (UTC+1 is 60) */
export function pdfFormat(language: Language, utcOffsetMinutes: number): PdfFormat {
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const local = (iso: string) => new Date(Date.parse(iso) + utcOffsetMinutes * 60_000);
  const date = (at: Date) =>
    `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
  const clock = (at: Date) => `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  return {
    number: (value) => (value === null || value === undefined ? '—' : decimal.format(value)),
    count: (value) => whole.format(value),
    seconds: (value) => {
      if (value === null || value === undefined) return '—';
      const total = Math.max(0, Math.floor(value));
      const hours = Math.floor(total / 3600);
      return `${pad(hours)} h ${pad(Math.floor((total % 3600) / 60))} min ${pad(total % 60)} s`;
    },
    dateTime: (iso) => `${date(local(iso))} ${clock(local(iso))}`,
    instant: (iso) => `${date(local(iso))} ${clock(local(iso))}:${pad(local(iso).getUTCSeconds())}`,
    time: (iso) => clock(local(iso)),
  };
}
