import {
  ApiClient,
  ApiRequestError,
  isPortalTeam,
  RealtimeClient,
  SessionStore,
} from '@telemed/domain';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { createClinicI18n } from '../i18n/createClinicI18n';
import { resolveInterfaceLanguage } from '../i18n/languages';

/** Everything the portal talks through, created once per page load. */
export interface ClinicServices {
  client: ApiClient;
  session: SessionStore;
  realtime: RealtimeClient;
  queryClient: QueryClient;
  i18n: I18nInstance;
}

/** Client errors (4xx) will answer the same on a retry; only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Builds the API client, session, realtime client, query cache and i18n, resolving once the
 * strings of the first language are loaded. Before the user is known the language comes from the
 * browser, then en-GB; the user's setting wins once loaded.
 */
export async function createClinicServices(): Promise<ClinicServices> {
  const language = resolveInterfaceLanguage(null, navigator.languages);
  const client = new ApiClient({ language });
  const session = new SessionStore({ client, teamFilter: isPortalTeam });
  const realtime = new RealtimeClient({ tokenStore: client.tokenStore });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return { client, session, realtime, queryClient, i18n: await createClinicI18n(language) };
}
