import type { ApiClient } from '@telemed/domain';
import type { SignupServices } from '@telemed/forms';
import { createContext, useContext } from 'react';

/** What the signup pages talk through, created once per page load. */
export interface SignupAppServices {
  /** The API client of the contract; the sandbox checkout page calls its sandbox endpoints. */
  client: ApiClient;
  /** The signup and checkout-status machines' calls over {@link client}. */
  signup: SignupServices;
}

/** Holds the app's services; provided by the app's root. */
export const SignupServicesContext = createContext<SignupAppServices | null>(null);

/** The app's services; only inside {@link SignupServicesContext}. */
export function useSignupServices(): SignupAppServices {
  const services = useContext(SignupServicesContext);
  if (!services) throw new Error('useSignupServices needs a SignupServicesContext provider.');
  return services;
}
