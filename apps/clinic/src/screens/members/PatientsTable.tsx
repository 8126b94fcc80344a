import { MEMBER_LIST_DEFAULT_SIZE } from '@telemed/domain';
import type { MemberSortField, TeamMember } from '@telemed/domain';
import {
  Badge,
  Button,
  Cell,
  Column,
  DateTime,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@telemed/ui';
import type { SortDescriptor } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { memberName, STATUS_TONES } from './memberDisplay';
import type { PatientListState } from './patientFilters';
import * as layout from '../../shell/screenLayout.css';

/** Columns that sort, by the member field each sorts by. */
const SORTED_COLUMNS = ['name', 'email', 'dateOfBirth', 'enrolledOn'] as const;

/** Props of {@link PatientsTable}. */
export interface PatientsTableProps {
  teamId: string;
  patients: readonly TeamMember[];
  total: number;
  isLoading: boolean;
  state: PatientListState;
  onStateChange: (state: PatientListState) => void;
  /** Shown when no patient matches. */
  emptyText: string;
  /** Whether this member may archive and restore patients (`patients.archive`). */
  canArchive: boolean;
  onArchive: (patient: TeamMember) => void;
  onRestore: (patient: TeamMember) => void;
}

/**
 * The clinic's patients (clinical-domain §2): name (opening the patient page), email, birth date,
 * status, join date and last transmission, sortable by the first four and the join date, 100 a
 * page; archived patients are marked and can be restored.
 */
export function PatientsTable({
  teamId,
  patients,
  total,
  isLoading,
  state,
  onStateChange,
  emptyText,
  canArchive,
  onArchive,
  onRestore,
}: PatientsTableProps) {
  const { t } = useTranslation();
  const sortDescriptor: SortDescriptor = {
    column: state.sortBy,
    direction: state.sortDirection === 'asc' ? 'ascending' : 'descending',
  };
  return (
    <>
      <Table
        aria-label={t('members.patients.label')}
        isLoading={isLoading}
        loadingRowCount={5}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) =>
          onStateChange({
            ...state,
            sortBy: descriptor.column as MemberSortField,
            sortDirection: descriptor.direction === 'ascending' ? 'asc' : 'desc',
            page: 1,
          })
        }
      >
        <TableHeader>
          <Column id={SORTED_COLUMNS[0]} allowsSorting isRowHeader>
            {t('members.columns.name')}
          </Column>
          <Column id={SORTED_COLUMNS[1]} allowsSorting>
            {t('members.columns.email')}
          </Column>
          <Column id={SORTED_COLUMNS[2]} allowsSorting>
            {t('members.columns.dateOfBirth')}
          </Column>
          <Column id="status">{t('members.columns.status')}</Column>
          <Column id={SORTED_COLUMNS[3]} allowsSorting>
            {t('members.columns.joinedOn')}
          </Column>
          <Column id="lastTransmission">{t('members.columns.lastTransmission')}</Column>
          <Column id="actions">{t('members.columns.actions')}</Column>
        </TableHeader>
        <TableBody items={patients} emptyText={emptyText}>
          {(patient) => (
            <Row
              id={patient._id}
              href={`/clinic/${teamId}/members/${patient._id}`}
              data-archived={patient.archived || undefined}
            >
              <Cell>{memberName(patient)}</Cell>
              <Cell>{patient.email || t('members.noEmail')}</Cell>
              <Cell>
                {patient.user.personalDetails.dateOfBirth ? (
                  <DateTime
                    value={patient.user.personalDetails.dateOfBirth}
                    isDateOnly
                    timeZone="UTC"
                  />
                ) : (
                  '—'
                )}
              </Cell>
              <Cell>
                <span className={layout.actionRow}>
                  <Badge tone={STATUS_TONES[patient.status]}>
                    {t(`members.status.${patient.status}`)}
                  </Badge>
                  {patient.archived && <Badge tone="warning">{t('members.archived')}</Badge>}
                </span>
              </Cell>
              <Cell>
                {patient.joinedOn ? <DateTime value={patient.joinedOn} isDateOnly /> : '—'}
              </Cell>
              <Cell>
                {patient.lastTransmissionAt ? (
                  <DateTime value={patient.lastTransmissionAt} />
                ) : (
                  t('members.never')
                )}
              </Cell>
              <Cell>
                {canArchive &&
                  (patient.archived ? (
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('members.restoreNamed', { name: memberName(patient) })}
                      onPress={() => onRestore(patient)}
                    >
                      {t('members.restore')}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('members.archiveNamed', { name: memberName(patient) })}
                      onPress={() => onArchive(patient)}
                    >
                      {t('members.archive')}
                    </Button>
                  ))}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {total > MEMBER_LIST_DEFAULT_SIZE && (
        <Pagination
          total={total}
          pageSize={MEMBER_LIST_DEFAULT_SIZE}
          page={state.page}
          onPageChange={(page) => onStateChange({ ...state, page })}
          aria-label={t('members.patients.pages')}
        />
      )}
    </>
  );
}
