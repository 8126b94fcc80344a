import { hasPermission, EMPLOYEE_ROLES } from '@telemed/domain';
import type { MemberRole, TeamMember } from '@telemed/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  DateTime,
  Preloader,
  Select,
  SelectItem,
  Text,
} from '@telemed/ui';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../feedback/errorText';
import { toldOnScreen } from '../../../feedback/toldOnScreen';
import { useServices } from '../../../services/ServicesContext';
import { useTeam } from '../../../session/useTeams';
import { DetailList } from '../../../shell/DetailList';
import { PageHeader } from '../../../shell/PageHeader';
import { SectionCard } from '../../../shell/SectionCard';
import { ExaminationsView } from '../../examinations/ExaminationsView';
import { membersKey, useMemberChange, useMemberRemoval } from '../memberQueries';
import { memberName, STATUS_TONES } from '../memberDisplay';
import { EmployeePhoneForm } from './EmployeePhoneForm';
import * as layout from '../../../shell/screenLayout.css';

/**
 * `/clinic/:teamId/employees/:memberId` (platform-core §2): an employee's role, status and
 * contact, the examinations assigned to them, and for administrators their role and removal.
 * The employee and administrators set the phone SMS notices go to. A patient's id leads to the
 * patient page.
 */
export function EmployeeScreen() {
  const { t } = useTranslation();
  const { teamId = '', memberId = '' } = useParams();
  const { client } = useServices();
  const team = useTeam(teamId);
  const member = useQuery({
    queryKey: [...membersKey(teamId), 'member', memberId],
    queryFn: ({ signal }) => client.members.getMember({ params: { teamId, memberId } }, { signal }),
    meta: toldOnScreen,
  });
  if (member.isPending) return <Preloader />;
  if (member.isError || !member.data) {
    return (
      <div className={layout.screenColumn}>
        <PageHeader />
        <Text>{errorText(member.error, t)}</Text>
      </div>
    );
  }
  const employee = member.data;
  if (employee.role === 'user') {
    return <Navigate to={`/clinic/${teamId}/members/${memberId}`} replace />;
  }
  const isSelf = employee._id === team?.memberId;
  const canManage = team !== undefined && hasPermission(team.role, 'members.changeRole') && !isSelf;
  const mayEditPhone =
    team !== undefined && (isSelf || hasPermission(team.role, 'members.changeRole'));
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="employee-heading" heading={memberName(employee)}>
        <div className={layout.actionRow}>
          <Badge tone="neutral">{t(`roles.${employee.role}`)}</Badge>
          <Badge tone={STATUS_TONES[employee.status]}>
            {t(`members.status.${employee.status}`)}
          </Badge>
        </div>
        <DetailList
          details={[
            [t('patient.fields.email', { ns: FORMS_NAMESPACE }), employee.email],
            [
              t('patient.fields.phone', { ns: FORMS_NAMESPACE }),
              mayEditPhone ? null : employee.phone,
            ],
            [
              t('patient.fields.joinedOn'),
              employee.joinedOn && <DateTime value={employee.joinedOn} isDateOnly />,
            ],
            [
              t('employee.lastSignIn'),
              employee.lastLoginAt ? <DateTime value={employee.lastLoginAt} /> : t('members.never'),
            ],
          ]}
        />
        {mayEditPhone && <EmployeePhoneForm teamId={teamId} employee={employee} />}
        {canManage && <EmployeeManagement teamId={teamId} employee={employee} />}
      </SectionCard>
      <SectionCard headingId="assigned-heading" heading={t('employee.assigned')}>
        <ExaminationsView teamId={teamId} fixedPhysicianId={employee._id} />
      </SectionCard>
    </div>
  );
}

/** An administrator's controls: the employee's role, and removing them with confirmation. */
function EmployeeManagement({ teamId, employee }: { teamId: string; employee: TeamMember }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useMemberChange(teamId);
  const removal = useMemberRemoval(teamId);
  const [isRemoving, setRemoving] = useState(false);
  const name = memberName(employee);
  return (
    <div className={layout.filterRow}>
      <Select
        label={t('members.columns.role')}
        items={EMPLOYEE_ROLES.map((id) => ({ id, name: t(`roles.${id}`) }))}
        selectedKey={employee.role}
        isDisabled={change.isPending}
        onSelectionChange={(key) => {
          const role = EMPLOYEE_ROLES.find((id) => id === key) as MemberRole | undefined;
          if (role && role !== employee.role) change.mutate({ member: employee, body: { role } });
        }}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      <Button variant="danger" onPress={() => setRemoving(true)}>
        {t('members.removeNamed', { name })}
      </Button>
      <ConfirmDialog
        isOpen={isRemoving}
        onOpenChange={setRemoving}
        title={t('members.removeDialog.title')}
        message={t('members.removeDialog.message', { name })}
        confirmLabel={t('members.remove')}
        onConfirm={async () => {
          await removal.mutateAsync(employee);
          await navigate(`/clinic/${teamId}/members`);
        }}
      />
    </div>
  );
}
