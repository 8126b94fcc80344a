import { QueryClientProvider } from '@tanstack/react-query';
import { TelemedProvider } from '@telemed/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routing/routes';
import type { ClinicServices } from './services/createClinicServices';
import { ServicesContext } from './services/ServicesContext';

export interface ClinicAppProps {
  services: ClinicServices;
}

/** The clinic portal: providers around the data router of every route. */
export function ClinicApp({ services }: ClinicAppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ServicesContext.Provider value={services}>
      <TelemedProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TelemedProvider>
    </ServicesContext.Provider>
  );
}
