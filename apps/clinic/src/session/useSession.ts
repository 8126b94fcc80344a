import type { SessionSnapshot } from '@telemed/domain';
import { useSyncExternalStore } from 'react';
import { useServices } from '../services/ServicesContext';

/** The session (status, user, clinics, active clinic), re-rendering on every change. */
export function useSession(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
