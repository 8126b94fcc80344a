import { formatDate, formatDuration } from '@telemed/ui';

/** How the reports write their figures in the user's language; a figure unknown reads '—'. */
export interface ReportFormat {
  /** A number to one decimal at most. */
  number: (value: number | null | undefined) => string;
  /** A whole count. */
  count: (value: number) => string;
  /** A length given in seconds, as hours, minutes and seconds. */
  seconds: (value: number | null | undefined) => string;
  /** An instant to the second, as DD/MM/YYYY HH:MM:SS. */
  instant: (iso: string) => string;
}

export function reportFormat(language: string): ReportFormat {
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const clock = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return {
    number: (value) => (value === null || value === undefined ? '—' : decimal.format(value)),
    count: (value) => whole.format(value),
    seconds: (value) =>
      value === null || value === undefined ? '—' : formatDuration(Math.round(value * 1000)),
    instant: (iso) => `${formatDate(iso)} ${clock.format(new Date(iso))}`,
  };
}
