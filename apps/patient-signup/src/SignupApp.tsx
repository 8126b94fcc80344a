import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { TelemedProvider } from '@telemed/ui';
import type { i18n as I18nInstance } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SignupServicesContext } from './services/SignupServicesContext';
import type { SignupAppServices } from './services/SignupServicesContext';

/** Props of {@link SignupApp}. */
export interface SignupAppProps {
  /** The app's i18next instance (namespace `signup`); the design system adds its `ui` strings. */
  i18n: I18nInstance;
  /** The data router over the signup routes. */
  router: ReturnType<typeof createBrowserRouter>;
  /** The API client and the signup's calls over it. */
  services: SignupAppServices;
  /** The cache of the sandbox checkout page's calls. */
  queryClient: QueryClient;
}

/** The signup app: design-system providers (i18n, react-aria locale, theme), services, router. */
export function SignupApp({ i18n, router, services, queryClient }: SignupAppProps) {
  return (
    <TelemedProvider i18n={i18n}>
      <SignupServicesContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SignupServicesContext.Provider>
    </TelemedProvider>
  );
}
