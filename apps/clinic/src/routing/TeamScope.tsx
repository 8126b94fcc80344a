import { Preloader } from '@telemed/ui';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { useServices } from '../services/ServicesContext';
import { useTeams } from '../session/useTeams';
import { StatusPage } from '../shell/StatusPage';

/**
 * The routes of one clinic (`/clinic/:teamId/...`): open only to its members, and opening one
 * makes that clinic the active one.
 */
export function TeamScope() {
  const { teamId } = useParams();
  const { session } = useServices();
  const teams = useTeams();
  const isMember = teams.data?.some((team) => team._id === teamId) ?? false;

  useEffect(() => {
    if (isMember && teamId) session.selectTeam(teamId);
  }, [isMember, session, teamId]);

  if (teams.isPending) return <Preloader />;
  if (teams.isError) throw teams.error;
  if (!isMember) return <StatusPage kind="notAuthorized" />;
  return <Outlet />;
}
