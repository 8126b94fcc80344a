import { createContext, useContext } from 'react';
import type { ClinicServices } from './createClinicServices';

export const ServicesContext = createContext<ClinicServices | null>(null);

/** The page's API client, session, realtime client, query cache and i18n. */
export function useServices(): ClinicServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesContext.Provider> above it');
  return services;
}
