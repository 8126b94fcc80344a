import { Preloader } from '@telemed/ui';
import { Outlet, useParams } from 'react-router';
import { usePatientClinics } from '../session/usePatientClinics';
import { StatusPage } from '../shell/StatusPage';

/**
 * The routes of a clinic seen as its patient (`/my-health/:teamId/...`): open only where the
 * signed-in user is a patient (role `user`); anywhere else it is "not authorized", as a clinic
 * one does not belong to is under `/clinic`.
 */
export function PatientScope() {
  const { teamId } = useParams();
  const clinics = usePatientClinics();
  if (clinics.isPending) return <Preloader />;
  if (clinics.isError) throw clinics.error;
  if (!clinics.data.some((team) => team._id === teamId)) {
    return <StatusPage kind="notAuthorized" />;
  }
  return <Outlet />;
}
