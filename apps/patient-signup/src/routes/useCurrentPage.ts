import { useMatches } from 'react-router';
import { currentPageHandle } from './signupRouteHandle';
import type { SignupRouteHandle } from './signupRouteHandle';

/** The route metadata of the page on screen; only for components rendered by a page route. */
export function useCurrentPage(): SignupRouteHandle {
  const handle = currentPageHandle(useMatches());
  if (!handle) throw new Error('A signup page rendered on a route without a page handle.');
  return handle;
}
