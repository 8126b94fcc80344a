import { ApiRequestError } from '@telemed/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services/ServicesContext';
import { isToldOnScreen } from './toldOnScreen';

export interface FailureAlert {
  id: number;
  error: unknown;
}

/** Failures that are already told elsewhere: token expiry (toast and sign-in), 429 (toast), aborts. */
function isToldElsewhere(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 401 || error.status === 429 || error.code === 'ABORTED')
  );
}

/**
 * Failed data loads, each shown as an alert that closes after 4 s (platform-core §8 "other
 * failures"). Failed form submits are told inside their forms instead.
 */
export function useFailureAlerts(): { alerts: FailureAlert[]; dismiss: (id: number) => void } {
  const { queryClient } = useServices();
  const [alerts, setAlerts] = useState<FailureAlert[]>([]);

  useEffect(() => {
    let nextId = 0;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const { error } = event.action;
      if (isToldElsewhere(error) || isToldOnScreen(event.query.meta)) return;
      nextId += 1;
      const alert = { id: nextId, error };
      setAlerts((current) => [...current, alert]);
    });
  }, [queryClient]);

  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  return { alerts, dismiss };
}
