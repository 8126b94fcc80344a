import { hasPermission } from '@telemed/domain';
import { Preloader, Stack, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePatientClinics } from '../../session/usePatientClinics';
import { useSession } from '../../session/useSession';
import { useTeams } from '../../session/useTeams';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import { CreateTeamForm } from '../../teams/CreateTeamForm';
import { PatientList } from './PatientList';

/**
 * The protected root "Patients": the active clinic's patients, with their filters, adding and
 * archiving, for the roles that read members. A user without a clinic creates one here; a
 * patient who works in no clinic is taken to their own home (`/my-health`).
 */
export function PatientsScreen() {
  const { t } = useTranslation();
  const teams = useTeams();
  const { activeTeamId } = useSession();
  const activeTeam = teams.data?.find((team) => team._id === activeTeamId);
  const patientClinics = usePatientClinics();

  if (teams.data?.length === 0 && patientClinics.data && patientClinics.data.length > 0) {
    return <Navigate to="/my-health" replace />;
  }

  return (
    <Stack space="xlarge">
      <PageHeader />
      {teams.isPending && <Preloader />}
      {teams.data?.length === 0 && patientClinics.data?.length === 0 && <CreateTeamForm />}
      {activeTeam &&
        (hasPermission(activeTeam.role, 'members.read') ? (
          <SectionCard headingId="clinic-patients-heading" heading={activeTeam.name}>
            <PatientList teamId={activeTeam._id} />
          </SectionCard>
        ) : (
          <Text tone="secondary">{t('teams.selectPrompt', { name: activeTeam.name })}</Text>
        ))}
    </Stack>
  );
}
