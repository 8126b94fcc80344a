import { TelemedProvider } from '@telemed/ui';
import type { i18n as I18nInstance } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** Props of {@link SignupApp}. */
export interface SignupAppProps {
  /** The app's i18next instance (namespace `signup`); the design system adds its `ui` strings. */
  i18n: I18nInstance;
  /** The data router over the signup routes. */
  router: ReturnType<typeof createBrowserRouter>;
}

/** The signup app: design-system providers (i18n, react-aria locale, theme) around the router. */
export function SignupApp({ i18n, router }: SignupAppProps) {
  return (
    <TelemedProvider i18n={i18n}>
      <RouterProvider router={router} />
    </TelemedProvider>
  );
}
