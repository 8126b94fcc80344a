import { describe, expect, it } from 'vitest';
import {
  PROGRAM_DAY_STATES,
  addDays,
  nextProgramDayState,
  planProgramDays,
  programAdherence,
} from './programDays';

describe('planProgramDays', () => {
  it('starts after the start delay and leaves each step’s rest days free', () => {
    const days = planProgramDays(
      [
        { id: 'a', durationDays: 2, suggestedRestDays: 1 },
        { id: 'b', durationDays: 1, suggestedRestDays: 3 },
        { id: 'c', durationDays: 1, suggestedRestDays: 0 },
      ],
      '2026-02-27',
      1,
    );
    expect(days).toEqual([
      { date: '2026-02-28', stepId: 'a' },
      { date: '2026-03-01', stepId: 'a' },
      { date: '2026-03-03', stepId: 'b' },
      { date: '2026-03-07', stepId: 'c' },
    ]);
  });

  it('plans nothing for a program without steps', () => {
    expect(planProgramDays([], '2026-01-01', 0)).toEqual([]);
  });
});

describe('addDays', () => {
  it('crosses months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('nextProgramDayState', () => {
  const today = '2026-05-10';

  it('records only today’s scheduled day', () => {
    expect(nextProgramDayState('scheduled', 'record', today, today)).toBe('done');
    expect(nextProgramDayState('scheduled', 'record', '2026-05-11', today)).toBeNull();
    expect(nextProgramDayState('scheduled', 'record', '2026-05-09', today)).toBeNull();
  });

  it('skips today manually and a later day as a planned day off', () => {
    expect(nextProgramDayState('scheduled', 'skip', today, today)).toBe('manuallySkipped');
    expect(nextProgramDayState('scheduled', 'skip', '2026-05-12', today)).toBe(
      'scheduledToBeSkipped',
    );
    expect(nextProgramDayState('scheduled', 'skip', '2026-05-09', today)).toBeNull();
  });

  it('marks a scheduled day missed once its date has passed, not before', () => {
    expect(nextProgramDayState('scheduled', 'pass', '2026-05-09', today)).toBe('missed');
    expect(nextProgramDayState('scheduled', 'pass', today, today)).toBeNull();
  });

  it('never moves a day that is no longer scheduled', () => {
    for (const state of PROGRAM_DAY_STATES.filter((state) => state !== 'scheduled'))
      for (const event of ['record', 'skip', 'pass'] as const)
        expect(nextProgramDayState(state, event, '2026-05-09', today)).toBeNull();
  });
});

describe('programAdherence', () => {
  it('counts recorded days over the days that were due, not days off or days ahead', () => {
    expect(
      programAdherence([
        { state: 'done' },
        { state: 'done' },
        { state: 'missed' },
        { state: 'manuallySkipped' },
        { state: 'scheduledToBeSkipped' },
        { state: 'scheduled' },
      ]),
    ).toEqual({ done: 2, notDone: 2, share: 0.5 });
  });

  it('has no share before any day was due', () => {
    expect(programAdherence([{ state: 'scheduled' }]).share).toBeNull();
  });
});
