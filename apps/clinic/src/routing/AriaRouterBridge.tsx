import { RouterProvider as AriaRouterProvider } from '@telemed/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

/**
 * Lets the design system's links and menu items (react-aria) navigate through react-router
 * instead of loading the whole page again.
 */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
