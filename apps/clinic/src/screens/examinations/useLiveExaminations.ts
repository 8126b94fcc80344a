import { useEffect } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useServices } from '../../services/ServicesContext';
import { examinationsKey } from './examinationQueries';

/**
 * Keeps the clinic's examination lists live: when the server announces a change to one of its
 * examinations (realtime `examination.changed`, made here or by a colleague), every open list
 * and board of the clinic reloads (platform-core §7 "Realtime").
 */
export function useLiveExaminations(teamId: string): void {
  const { realtime, queryClient } = useServices();
  useEffect(() => {
    const reload = coalescedReload(queryClient, examinationsKey(teamId));
    return realtime.on('examination.changed', (change) => {
      if (change.teamId === teamId) reload();
    });
  }, [queryClient, realtime, teamId]);
}

/**
 * Reloads the queries under `queryKey` without ever cancelling a load under way: a busy clinic
 * announces changes faster than a whole board loads, and cancelling on each one would leave the
 * board loading for ever. A change that arrives during a load is answered by one more load after
 * it, so the last change is always shown.
 */
function coalescedReload(queryClient: QueryClient, queryKey: QueryKey): () => void {
  let isRunning = false;
  let isAnotherDue = false;
  const run = async () => {
    isRunning = true;
    try {
      do {
        isAnotherDue = queryClient.isFetching({ queryKey }) > 0;
        await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      } while (isAnotherDue);
    } finally {
      isRunning = false;
    }
  };
  return () => {
    if (isRunning) isAnotherDue = true;
    else void run();
  };
}
