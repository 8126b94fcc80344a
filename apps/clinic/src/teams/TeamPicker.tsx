import type { Team } from '@telemed/domain';
import { Select, SelectItem } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../services/ServicesContext';
import { useSession } from '../session/useSession';
import { pathForTeam } from '../shell/teamPath';

/** The active clinic, switchable when the user belongs to several; remembered under `teamId`. */
export function TeamPicker({ teams, className }: { teams: readonly Team[]; className?: string }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const { activeTeamId } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return (
    <Select
      className={className}
      label={t('teams.picker')}
      items={teams}
      selectedKey={activeTeamId}
      onSelectionChange={(key) => {
        const team = teams.find((candidate) => candidate._id === key);
        if (!team) return;
        session.selectTeam(team._id);
        const next = pathForTeam(pathname, team._id);
        if (next !== pathname) void navigate(next);
      }}
    >
      {(team) => <SelectItem id={team._id}>{team.name}</SelectItem>}
    </Select>
  );
}
