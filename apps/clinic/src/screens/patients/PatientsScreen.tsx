import { Preloader, Stack, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/useSession';
import { useTeams } from '../../session/useTeams';
import { PageHeader } from '../../shell/PageHeader';
import { CreateTeamForm } from '../../teams/CreateTeamForm';

/**
 * The protected root "Patients". A user without a clinic creates one here; the patient list
 * of the active clinic comes with the members work.
 */
export function PatientsScreen() {
  const { t } = useTranslation();
  const teams = useTeams();
  const { activeTeamId } = useSession();
  const activeTeam = teams.data?.find((team) => team._id === activeTeamId);

  return (
    <Stack space="xlarge">
      <PageHeader />
      {teams.isPending && <Preloader />}
      {teams.data?.length === 0 && <CreateTeamForm />}
      {activeTeam && (
        <Text tone="secondary">{t('teams.selectPrompt', { name: activeTeam.name })}</Text>
      )}
    </Stack>
  );
}
