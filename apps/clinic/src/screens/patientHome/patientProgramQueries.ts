import { calendarDay } from '@telemed/domain';
import type { ProgramAssignment, ProgramDay, Step } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/ServicesContext';
import { programHistoryKey } from '../programs/programQueries';

/** The signed-in patient's programs in a clinic, newest first, each with its days. */
export function useOwnPrograms(teamId: string, memberId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: programHistoryKey(teamId, memberId),
    queryFn: ({ signal }) => client.programs.history({ params: { teamId, memberId } }, { signal }),
  });
}

/** A day of an assignment with the step it does. */
export interface PlannedDay {
  assignment: ProgramAssignment;
  day: ProgramDay;
  step: Step | undefined;
}

/** The day planned for `today` (YYYY-MM-DD) in the newest assignment that has one. */
export function dayOn(
  assignments: readonly ProgramAssignment[],
  today: string = calendarDay(new Date()),
): PlannedDay | undefined {
  for (const assignment of assignments) {
    const day = assignment.days.find(({ date }) => date === today);
    if (day) {
      return { assignment, day, step: assignment.steps.find(({ id }) => id === day.stepId) };
    }
  }
  return undefined;
}

/** The later days still scheduled: the ones a day off may be planned on. */
export function futureScheduledDays(
  assignment: ProgramAssignment,
  today: string = calendarDay(new Date()),
): ProgramDay[] {
  return assignment.days.filter(({ date, state }) => date > today && state === 'scheduled');
}
