import { Preloader } from '@telemed/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/useSession';
import { signInPathFor } from './redirectTarget';

/**
 * The guard of the protected routes: without a valid token the visitor goes to sign-in with
 * the target kept; while the token is being checked a preloader shows.
 */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'notAuthenticated') return <Navigate to={signInPathFor(location)} replace />;
  if (status === 'unknown') return <Preloader />;
  return <Outlet />;
}
