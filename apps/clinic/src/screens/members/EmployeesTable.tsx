import { EMPLOYEE_ROLES } from '@telemed/domain';
import type { MemberRole, TeamMember } from '@telemed/domain';
import {
  Badge,
  Button,
  Cell,
  Column,
  ConfirmDialog,
  Row,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
} from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberPage, useMemberRemoval, useMemberChange } from './memberQueries';
import { memberName, STATUS_TONES } from './memberDisplay';
import * as layout from '../../shell/screenLayout.css';

/** Props of {@link EmployeesTable}. */
export interface EmployeesTableProps {
  teamId: string;
  /** The signed-in user's member id here: they are not offered their own removal. */
  selfMemberId: string;
  /** Administrators change roles and remove members (docs/permissions.md). */
  canManage: boolean;
}

/**
 * The clinic's employees (clinical-domain §2 "Members page"): name, email, role, status (active,
 * inactive, invited); administrators set roles and remove members, with confirmation.
 */
export function EmployeesTable({ teamId, selfMemberId, canManage }: EmployeesTableProps) {
  const { t } = useTranslation();
  const employees = useMemberPage(teamId, { kind: 'employees', sortBy: 'name', size: 100 });
  const change = useMemberChange(teamId);
  const removal = useMemberRemoval(teamId);
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const roleOptions = EMPLOYEE_ROLES.map((id) => ({ id, name: t(`roles.${id}`) }));
  return (
    <>
      <Table
        aria-label={t('members.employees.label')}
        isLoading={employees.isPending}
        loadingRowCount={3}
      >
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('members.columns.name')}
          </Column>
          <Column id="email">{t('members.columns.email')}</Column>
          <Column id="role">{t('members.columns.role')}</Column>
          <Column id="status">{t('members.columns.status')}</Column>
          <Column id="actions">{t('members.columns.actions')}</Column>
        </TableHeader>
        <TableBody items={employees.data?.members ?? []} emptyText={t('members.employees.empty')}>
          {(employee) => (
            <Row id={employee._id}>
              <Cell>{memberName(employee)}</Cell>
              <Cell>{employee.email}</Cell>
              <Cell>
                {canManage ? (
                  <Select
                    aria-label={t('members.employees.roleOf', { name: memberName(employee) })}
                    items={roleOptions}
                    selectedKey={employee.role}
                    isDisabled={change.isPending}
                    onSelectionChange={(key) => {
                      const role = EMPLOYEE_ROLES.find((id) => id === key) as
                        MemberRole | undefined;
                      if (role && role !== employee.role)
                        change.mutate({ member: employee, body: { role } });
                    }}
                  >
                    {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
                  </Select>
                ) : (
                  t(`roles.${employee.role}`)
                )}
              </Cell>
              <Cell>
                <Badge tone={STATUS_TONES[employee.status]}>
                  {t(`members.status.${employee.status}`)}
                </Badge>
              </Cell>
              <Cell>
                {canManage && employee._id !== selfMemberId && (
                  <span className={layout.actionRow}>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('members.removeNamed', { name: memberName(employee) })}
                      onPress={() => setToRemove(employee)}
                    >
                      {t('members.remove')}
                    </Button>
                  </span>
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToRemove(null);
        }}
        title={t('members.removeDialog.title')}
        message={t('members.removeDialog.message', {
          name: toRemove ? memberName(toRemove) : '',
        })}
        confirmLabel={t('members.remove')}
        onConfirm={async () => {
          if (toRemove) await removal.mutateAsync(toRemove);
        }}
      />
    </>
  );
}
