import { hasPermission } from '@telemed/domain';
import { Preloader, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTeams } from '../../session/useTeams';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import { BulkInviteButton } from './BulkInviteButton';
import { EmployeesTable } from './EmployeesTable';
import { InviteEmployeeForm } from './InviteEmployeeForm';
import { PatientList } from './PatientList';
import { PendingInvitationsTable } from './PendingInvitationsTable';
import * as layout from '../../shell/screenLayout.css';

/**
 * `/clinic/:teamId/members` (clinical-domain §2): the clinic's patients, its employees with their
 * roles and status, and, for administrators, inviting employees (one, or several at once) and
 * the pending invitations.
 */
export function MembersScreen() {
  const { t } = useTranslation();
  const { teamId } = useParams();
  const teams = useTeams();
  const team = teams.data?.find((candidate) => candidate._id === teamId);
  if (!teamId) return null;
  if (teams.isPending) return <Preloader />;
  if (!team || !hasPermission(team.role, 'members.read')) {
    return (
      <div className={layout.screenColumn}>
        <PageHeader />
        <Text>{t('notAuthorized.heading')}</Text>
        <Text tone="secondary">{t('notAuthorized.description')}</Text>
      </div>
    );
  }
  const canManage = hasPermission(team.role, 'invitations.manage');
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="patients-heading" heading={t('members.patients.label')}>
        <PatientList teamId={teamId} />
      </SectionCard>
      <SectionCard headingId="employees-heading" heading={t('members.employees.label')}>
        <EmployeesTable
          teamId={teamId}
          selfMemberId={team.memberId}
          canManage={hasPermission(team.role, 'members.changeRole')}
        />
      </SectionCard>
      {canManage && (
        <SectionCard headingId="invitations-heading" heading={t('members.invitations.label')}>
          <InviteEmployeeForm teamId={teamId} />
          <BulkInviteButton teamId={teamId} />
          <PendingInvitationsTable teamId={teamId} />
        </SectionCard>
      )}
    </div>
  );
}
