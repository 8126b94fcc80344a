import { Preloader } from '@telemed/ui';
import { useEffect } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { useServices } from '../services/ServicesContext';
import { useClinicFeatures } from '../session/useClinicFeatures';
import { useTeams } from '../session/useTeams';
import { StatusPage } from '../shell/StatusPage';
import { featureOfPath } from '../shell/teamPath';

/**
 * The routes of one clinic (`/clinic/:teamId/...`): open only to its members, and opening one
 * makes that clinic the active one. A section the clinic's feature visibilities leave out is
 * closed at its address too, not only missing from the navigation (a failure to read them is
 * said page-wide and closes nothing).
 */
export function TeamScope() {
  const { teamId } = useParams();
  const { session } = useServices();
  const teams = useTeams();
  const isMember = teams.data?.some((team) => team._id === teamId) ?? false;
  const features = useClinicFeatures(isMember && teamId ? teamId : null);
  const neededFeature = featureOfPath(useLocation().pathname);

  useEffect(() => {
    if (isMember && teamId) session.selectTeam(teamId);
  }, [isMember, session, teamId]);

  if (teams.isPending) return <Preloader />;
  if (teams.isError) throw teams.error;
  if (!isMember) return <StatusPage kind="notAuthorized" />;
  if (neededFeature) {
    if (features.isPending) return <Preloader />;
    if (features.data && !features.data.includes(neededFeature)) {
      return <StatusPage kind="featureOff" />;
    }
  }
  return <Outlet />;
}
