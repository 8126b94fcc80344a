import type { CovidAlert } from '@telemed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/ServicesContext';

/** Query key of everything the COVID dashboard and the patients' histories load of a clinic. */
export const covidReportsKey = (teamId: string) => ['covidReports', teamId] as const;

/**
 * Keeps the clinic's COVID views live: new alerts of an analysis and a colleague's
 * acknowledgement (`covid.alertsChanged`), and monitorings created, changed or removed
 * (`examination.changed`), reload them.
 */
export function useLiveCovidReports(teamId: string): void {
  const { realtime, queryClient } = useServices();
  useEffect(() => {
    const reload = () =>
      void queryClient.invalidateQueries(
        { queryKey: covidReportsKey(teamId) },
        { cancelRefetch: false },
      );
    const stops = [
      realtime.on('covid.alertsChanged', (change) => {
        if (change.teamId === teamId) reload();
      }),
      realtime.on('examination.changed', (change) => {
        if (change.teamId === teamId) reload();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, realtime, teamId]);
}

/** Acknowledges alerts of the clinic, one request each; which ones are under way. */
export function useAcknowledgeAlert(teamId: string): {
  acknowledge: (alert: CovidAlert) => void;
  acknowledging: ReadonlySet<string>;
} {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [acknowledging, setAcknowledging] = useState<ReadonlySet<string>>(new Set());
  const settle = (alertId: string) =>
    setAcknowledging((ids) => new Set([...ids].filter((id) => id !== alertId)));
  const mutation = useMutation({
    mutationFn: (alert: CovidAlert) =>
      client.covidReports.acknowledgeAlert({ params: { teamId, alertId: alert._id } }),
    onMutate: (alert) => setAcknowledging((ids) => new Set(ids).add(alert._id)),
    onSettled: async (_answer, _error, alert) => {
      await queryClient.invalidateQueries({ queryKey: covidReportsKey(teamId) });
      settle(alert._id);
    },
  });
  return { acknowledge: (alert) => mutation.mutate(alert), acknowledging };
}
