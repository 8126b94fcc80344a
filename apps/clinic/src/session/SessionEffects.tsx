import { switchLanguage } from '@telemed/ui';
import { useEffect } from 'react';
import { clinicStringSources } from '../i18n/createClinicI18n';
import { resolveInterfaceLanguage } from '../i18n/languages';
import { useServices } from '../services/ServicesContext';
import { useSession } from './useSession';

/**
 * Keeps the page in step with the session: the interface and API language follow the user's
 * setting (then the browser, then en-GB), and the realtime socket is open while signed in.
 */
export function SessionEffects() {
  const { client, realtime, i18n, queryClient } = useServices();
  const { status, user } = useSession();
  const userLanguage = user?.settings.language;

  useEffect(() => {
    const language = resolveInterfaceLanguage(userLanguage, navigator.languages);
    client.setLanguage(language);
    // The new language's strings load first, so no text shows a key in between.
    void switchLanguage(i18n, clinicStringSources, language);
  }, [client, i18n, userLanguage]);

  useEffect(() => {
    if (status !== 'authenticated') return;
    realtime.connect();
    return () => {
      realtime.disconnect();
      // Nothing of one user's server state may show to the next one signing in here.
      queryClient.clear();
    };
  }, [queryClient, realtime, status]);

  return null;
}
