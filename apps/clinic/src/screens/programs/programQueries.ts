import { useEffect } from 'react';
import { useServices } from '../../services/ServicesContext';

/** Query key of everything the clinic's program screens load of a clinic. */
export const programsKey = (teamId: string) => ['programs', teamId] as const;

/** Query key of the clinic's library of steps and series. */
export const libraryKey = (teamId: string) => ['programLibrary', teamId] as const;

/** Query key of a patient's program history (their programs with the days and answers). */
export const programHistoryKey = (teamId: string, memberId: string) =>
  [...programsKey(teamId), 'history', memberId] as const;

/**
 * Keeps a patient's program history live on a staff page: a day the patient records or skips
 * (`program.dayChanged`) reloads it, so its days, adherence and answer trends follow at once.
 */
export function useLiveProgramHistory(teamId: string, memberId: string): void {
  const { realtime, queryClient } = useServices();
  useEffect(
    () =>
      realtime.on('program.dayChanged', (change) => {
        if (change.teamId !== teamId || change.memberId !== memberId) return;
        void queryClient.invalidateQueries(
          { queryKey: programHistoryKey(teamId, memberId) },
          { cancelRefetch: false },
        );
      }),
    [queryClient, realtime, teamId, memberId],
  );
}
