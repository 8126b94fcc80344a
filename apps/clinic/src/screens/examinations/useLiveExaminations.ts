import { useEffect } from 'react';
import { useServices } from '../../services/ServicesContext';
import { examinationsKey } from './examinationQueries';

/**
 * Keeps the clinic's examination lists live: when the server announces a change to one of its
 * examinations (realtime `examination.changed`, made here or by a colleague), every open list
 * and board of the clinic reloads (platform-core §7 "Realtime").
 */
export function useLiveExaminations(teamId: string): void {
  const { realtime, queryClient } = useServices();
  useEffect(
    () =>
      realtime.on('examination.changed', (change) => {
        if (change.teamId === teamId)
          void queryClient.invalidateQueries({ queryKey: examinationsKey(teamId) });
      }),
    [queryClient, realtime, teamId],
  );
}
