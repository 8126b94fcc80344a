/** Unit labels of a formatted duration, e.g. `{ hours: 'h', minutes: 'min', seconds: 's' }`. */
export interface DurationUnits {
  hours: string;
  minutes: string;
  seconds: string;
}

const symbols: DurationUnits = { hours: 'h', minutes: 'min', seconds: 's' };

/**
 * Formats milliseconds as `hh h mm min ss s` (platform-core §2, examination duration), each part
 * zero-padded to two digits; hours keep counting past 24. Negative durations show as zero.
 * @example formatDuration(3_723_000) // '01 h 02 min 03 s'
 */
export function formatDuration(milliseconds: number, units: DurationUnits = symbols): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${pad(hours)} ${units.hours} ${pad(minutes)} ${units.minutes} ${pad(seconds)} ${units.seconds}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
