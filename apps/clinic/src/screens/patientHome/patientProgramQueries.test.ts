import type { ProgramAssignment, ProgramDay } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { dayOn, futureScheduledDays } from './patientProgramQueries';

const day = (date: string, state: ProgramDay['state'] = 'scheduled'): ProgramDay => ({
  _id: `day-${date}`,
  date,
  stepId: 'step-1',
  state,
  answers: [],
  changedAt: null,
});

const assignment = (id: string, days: ProgramDay[]): ProgramAssignment => ({
  _id: id,
  teamId: 'team',
  memberId: 'member',
  programId: null,
  title: `Program ${id}`,
  assignedOn: '2026-11-27',
  daysOffAllowed: 1,
  daysOffTaken: 0,
  steps: [{ id: 'step-1', title: 'First week', durationDays: 3, suggestedRestDays: 0, series: [] }],
  days,
  createdAt: '2026-11-27T08:00:00.000Z',
});

describe('dayOn', () => {
  it("finds today's day in the newest program that has one, with its step", () => {
    const older = assignment('older', [day('2026-11-28')]);
    const newer = assignment('newer', [day('2026-11-27'), day('2026-11-29')]);
    const found = dayOn([newer, older], '2026-11-28');
    expect(found?.assignment._id).toBe('older');
    expect(found?.day.date).toBe('2026-11-28');
    expect(found?.step?.title).toBe('First week');
    expect(dayOn([newer, older], '2026-11-30')).toBeUndefined();
  });
});

describe('futureScheduledDays', () => {
  it('offers only the later days still scheduled for a day off', () => {
    const planned = assignment('a', [
      day('2026-11-27', 'done'),
      day('2026-11-28'),
      day('2026-11-29', 'scheduledToBeSkipped'),
      day('2026-11-30'),
    ]);
    expect(futureScheduledDays(planned, '2026-11-28').map(({ date }) => date)).toEqual([
      '2026-11-30',
    ]);
  });
});
