import { hasPermission } from '@telemed/domain';
import { Preloader } from '@telemed/ui';
import { useParams } from 'react-router';
import { useClinicFeatures } from '../../session/useClinicFeatures';
import { useTeams } from '../../session/useTeams';
import { PageHeader } from '../../shell/PageHeader';
import { StatusPage } from '../../shell/StatusPage';
import { ClinicDetailsSection } from './ClinicDetailsSection';
import { ClinicLogoSection } from './ClinicLogoSection';
import { ClinicOrdersSection } from './ClinicOrdersSection';
import { CovidIntakeSection } from './CovidIntakeSection';
import { DangerZoneSection } from './DangerZoneSection';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import * as layout from '../../shell/screenLayout.css';

/**
 * `/clinic/:teamId/settings/:hash?` (platform-core §2): the clinic's details, logo, COVID intake
 * limits (with the COVID examination type), notification settings and, for administrators, its
 * activation orders and its removal. Each section's id is a `:hash` the page scrolls to
 * (`details`, `logo`, `covid-intake`, `notifications`, `orders`, `danger-zone`).
 */
export function ClinicSettingsScreen() {
  const { teamId } = useParams();
  const teams = useTeams();
  const features = useClinicFeatures(teamId ?? null);
  const team = teams.data?.find((candidate) => candidate._id === teamId);
  if (teams.isPending) return <Preloader />;
  if (!team || !hasPermission(team.role, 'team.read')) return <StatusPage kind="notAuthorized" />;
  const canEdit = hasPermission(team.role, 'team.edit');
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      {/* Keyed by the saved details, so a save (or a colleague's) shows in the form; a new logo
          alone leaves a half-filled form as it is. */}
      <ClinicDetailsSection
        key={JSON.stringify({ ...team.details, logo: null })}
        team={team}
        canEdit={canEdit}
      />
      <ClinicLogoSection team={team} canEdit={canEdit} />
      {features.data?.includes('examinationTypeCovid') && (
        <CovidIntakeSection team={team} canEdit={canEdit} />
      )}
      <NotificationSettingsSection team={team} />
      {canEdit && <ClinicOrdersSection team={team} />}
      {hasPermission(team.role, 'team.delete') && <DangerZoneSection team={team} />}
    </div>
  );
}
