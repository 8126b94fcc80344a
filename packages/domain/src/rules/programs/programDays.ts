/*
 * How assigning a program lays out its days (clinical-domain §3 "Program": start delay, steps of
 * a number of days with suggested rest days) and how a day of a patient's program history moves
 * between its states (clinical-domain §4 "Program history item"). Dates are calendar days
 * (YYYY-MM-DD) in UTC, the day the server and the patient's portal both call "today".
 */

/** The states of a day: planned, then done, manually skipped, missed or scheduled to be skipped. */
export const PROGRAM_DAY_STATES = [
  'scheduled',
  'done',
  'manuallySkipped',
  'missed',
  'scheduledToBeSkipped',
] as const;

export type ProgramDayState = (typeof PROGRAM_DAY_STATES)[number];

/** What can happen to a day: the patient records it or skips it, or its day passes. */
export type ProgramDayEvent = 'record' | 'skip' | 'pass';

/** The part of a step the schedule needs. */
export interface ScheduledStep {
  id: string;
  durationDays: number;
  suggestedRestDays: number;
}

/** One planned day of an assigned program. */
export interface PlannedDay {
  date: string;
  stepId: string;
}

/** The calendar day `days` after the ISO date `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant. */
export function calendarDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The days of a program assigned on `assignedOn`: the first step starts `startDaysOffset` days
 * later, each step takes its duration in consecutive days and is followed by its suggested rest
 * days, on which nothing is planned.
 *
 * @example
 * planProgramDays([{ id: 'a', durationDays: 2, suggestedRestDays: 1 }, { id: 'b', durationDays: 1, suggestedRestDays: 0 }], '2026-03-01', 1);
 * // [{ date: '2026-03-02', stepId: 'a' }, { date: '2026-03-03', stepId: 'a' }, { date: '2026-03-05', stepId: 'b' }]
 */
export function planProgramDays(
  steps: readonly ScheduledStep[],
  assignedOn: string,
  startDaysOffset: number,
): PlannedDay[] {
  const days: PlannedDay[] = [];
  let offset = startDaysOffset;
  for (const step of steps) {
    for (let day = 0; day < step.durationDays; day += 1) {
      days.push({ date: addDays(assignedOn, offset), stepId: step.id });
      offset += 1;
    }
    offset += step.suggestedRestDays;
  }
  return days;
}

/**
 * The state a day moves to, or null when the event is not allowed from where it is. Only a
 * scheduled day changes: on its date it is recorded (done) or skipped (manually skipped); before
 * its date a skip takes one of the program's days off (scheduled to be skipped); once its date
 * has passed it is missed. Done, skipped and missed days stay as they are.
 */
export function nextProgramDayState(
  current: ProgramDayState,
  event: ProgramDayEvent,
  date: string,
  today: string,
): ProgramDayState | null {
  if (current !== 'scheduled') return null;
  switch (event) {
    case 'record':
      return date === today ? 'done' : null;
    case 'skip':
      if (date === today) return 'manuallySkipped';
      return date > today ? 'scheduledToBeSkipped' : null;
    case 'pass':
      return date < today ? 'missed' : null;
  }
}

/** How closely a patient followed an assigned program so far. */
export interface ProgramAdherence {
  /** Days recorded. */
  done: number;
  /** Days skipped on the day, or passed unrecorded. */
  notDone: number;
  /** Done days as a share (0–1) of the days due so far; null before any was due. */
  share: number | null;
}

/**
 * The adherence of a program history: recorded days over the days that were due (done, manually
 * skipped, missed). Planned days off and days still ahead do not count against the patient.
 *
 * @example
 * programAdherence([{ state: 'done' }, { state: 'missed' }, { state: 'scheduled' }]);
 * // { done: 1, notDone: 1, share: 0.5 }
 */
export function programAdherence(days: readonly { state: ProgramDayState }[]): ProgramAdherence {
  const done = days.filter((day) => day.state === 'done').length;
  const notDone = days.filter(
    (day) => day.state === 'missed' || day.state === 'manuallySkipped',
  ).length;
  return { done, notDone, share: done + notDone === 0 ? null : done / (done + notDone) };
}
