import { isSiteAdministrator } from '@telemed/domain';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/useSession';

/** Only users whose site roles include administrator enter /admin; everyone else sees /404. */
export function AdminGuard() {
  const { user } = useSession();
  if (!user || !isSiteAdministrator(user)) return <Navigate to="/404" replace />;
  return <Outlet />;
}
