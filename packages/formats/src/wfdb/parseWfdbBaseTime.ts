import { WfdbFormatError } from './WfdbFormatError';

/** Time of day of a record's first sample, as its header states it (24-hour clock). */
export interface WfdbBaseTime {
  hour: number;
  minute: number;
  /** May have a fraction: MIMIC headers give milliseconds (`19:46:25.757`). */
  second: number;
}

/** Date of a record's first sample, as its header states it. */
export interface WfdbBaseDate {
  year: number;
  month: number;
  day: number;
}

// header(5): HH:MM:SS; the WFDB library's strtim and wfdb-python also read SS and MM:SS, with an
// optional fraction of a second.
const BASE_TIME = /^(?:(?:(\d{1,2}):)?(\d{1,2}):)?(\d{1,2}(?:\.\d+)?)$/;
const BASE_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{1,4})$/;

/** Reads the base time field of a record line (header(5)). */
export function parseWfdbBaseTime(text: string): WfdbBaseTime {
  const match = BASE_TIME.exec(text);
  if (!match) throw new WfdbFormatError('baseTime', `expected HH:MM:SS, found "${text}"`);
  const time = {
    hour: Number(match[1] ?? 0),
    minute: Number(match[2] ?? 0),
    second: Number(match[3]),
  };
  if (time.hour > 23 || time.minute > 59 || time.second >= 60)
    throw new WfdbFormatError('baseTime', `${text} is not a time of day`);
  return time;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Reads the base date field of a record line, DD/MM/YYYY (header(5)); undefined for the
 * placeholder `0/0/0` some headers write when the date was not recorded.
 */
export function parseWfdbBaseDate(text: string): WfdbBaseDate | undefined {
  const match = BASE_DATE.exec(text);
  if (!match) throw new WfdbFormatError('baseDate', `expected DD/MM/YYYY, found "${text}"`);
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (day === 0 && month === 0 && year === 0) return undefined;
  const monthDays = (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && isLeapYear(year) ? 1 : 0);
  if (day < 1 || day > monthDays) throw new WfdbFormatError('baseDate', `${text} is not a date`);
  return { year, month, day };
}
