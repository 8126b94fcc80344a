import { hasPermission } from '@telemed/domain';
import type { TeamMember } from '@telemed/domain';
import { Button, ConfirmDialog } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTeam } from '../../session/useTeams';
import { AddPatientModal } from './AddPatientModal';
import { useMemberChange, useMemberPage } from './memberQueries';
import { PatientFilters } from './PatientFilters';
import {
  isPatientListFiltered,
  patientListFromParams,
  patientListQuery,
  patientListToParams,
} from './patientFilters';
import type { PatientListState } from './patientFilters';
import { memberName } from './memberDisplay';
import { PatientsTable } from './PatientsTable';
import { useSettledValue } from './useSettledValue';
import * as styles from './MembersScreen.css';

const TYPING_PAUSE_MS = 250;

/**
 * The clinic's patients with their filters, kept in the address (`?name=&email=&born=&archived=1`),
 * and archiving with confirmation for the roles that may (docs/permissions.md).
 */
export function PatientList({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = patientListFromParams(params);
  // Typed filters are asked for once typing pauses; the rest at once.
  const name = useSettledValue(state.name, TYPING_PAUSE_MS);
  const email = useSettledValue(state.email, TYPING_PAUSE_MS);
  const page = useMemberPage(teamId, patientListQuery({ ...state, name, email }));
  const change = useMemberChange(teamId);
  const team = useTeam(teamId);
  const canArchive = team !== undefined && hasPermission(team.role, 'patients.archive');
  const canAdd = team !== undefined && hasPermission(team.role, 'patients.edit');
  const [toArchive, setToArchive] = useState<TeamMember | null>(null);
  const [isAdding, setAdding] = useState(false);

  const setState = (next: PatientListState) =>
    setParams(patientListToParams(next), { replace: true });

  return (
    <>
      {canAdd && (
        <div className={styles.listToolbar}>
          <Button onPress={() => setAdding(true)}>{t('members.add.open')}</Button>
        </div>
      )}
      <PatientFilters state={state} onChange={setState} />
      <PatientsTable
        teamId={teamId}
        patients={page.data?.members ?? []}
        total={page.data?.total ?? 0}
        isLoading={page.isPending}
        state={state}
        onStateChange={setState}
        emptyText={t(isPatientListFiltered(state) ? 'members.noMatches' : 'members.empty')}
        canArchive={canArchive}
        onArchive={setToArchive}
        onRestore={(patient) => change.mutate({ member: patient, body: { archived: false } })}
      />
      <AddPatientModal teamId={teamId} isOpen={isAdding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        isOpen={toArchive !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToArchive(null);
        }}
        title={t('members.archiveDialog.title')}
        message={t('members.archiveDialog.message', {
          name: toArchive ? memberName(toArchive) : '',
        })}
        confirmLabel={t('members.archive')}
        onConfirm={async () => {
          if (toArchive) await change.mutateAsync({ member: toArchive, body: { archived: true } });
        }}
      />
    </>
  );
}
