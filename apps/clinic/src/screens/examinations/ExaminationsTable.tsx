import { EXAMINATION_LIST_PAGE_SIZE } from '@telemed/domain';
import type { Examination, ExaminationSort, Member } from '@telemed/domain';
import {
  Cell,
  Column,
  DateTime,
  Duration,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@telemed/ui';
import type { SortDescriptor } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { ExaminationStatusControl, PhysicianAssignment } from './ExaminationControls';
import type { ExaminationControlHandlers } from './ExaminationControls';
import * as styles from './ExaminationsView.css';
import { EventCount } from './EventCount';

/** The list's sortable columns and the search field each sorts by. */
const SORTED_COLUMNS = {
  status: 'status',
  type: 'type',
  patient: 'patientFullName',
  duration: 'duration',
  startDate: 'startDate',
  events: 'eventCount',
} as const satisfies Record<string, ExaminationSort['field']>;

type SortedColumn = keyof typeof SORTED_COLUMNS;

const columnOfField = (field: ExaminationSort['field']) =>
  (Object.keys(SORTED_COLUMNS) as SortedColumn[]).find(
    (column) => SORTED_COLUMNS[column] === field,
  );

/** Props of {@link ExaminationsTable}. */
export interface ExaminationsTableProps {
  teamId: string;
  examinations: readonly Examination[];
  total: number;
  isLoading: boolean;
  sort: ExaminationSort;
  onSortChange: (sort: ExaminationSort) => void;
  page: number;
  onPageChange: (page: number) => void;
  /** False when members are excluded (a patient's page): no Patient column (platform-core §2). */
  showPatient: boolean;
  /** 'Holter ECG' for 'holter_ecg'. */
  typeName: (examination: Examination) => string;
  /** 'Holter ECG, Anna Nowak': names an examination for assistive technology. */
  labelOf: (examination: Examination) => string;
  physicians: readonly Member[];
  /** Whether statuses and physicians may be changed here (staff only). */
  canChange: boolean;
  handlers: ExaminationControlHandlers;
}

/**
 * The list view (platform-core §2): Status, Examination, Patient, Physician, Duration, START_DATE
 * and Events, headers that toggle sorting, 10 rows per page with a pager; rows open the
 * examination, the physician links to their employee page.
 */
export function ExaminationsTable({
  teamId,
  examinations,
  total,
  isLoading,
  sort,
  onSortChange,
  page,
  onPageChange,
  showPatient,
  typeName,
  labelOf,
  physicians,
  canChange,
  handlers,
}: ExaminationsTableProps) {
  const { t } = useTranslation();
  const column = columnOfField(sort.field);
  const sortDescriptor: SortDescriptor | undefined = column && {
    column,
    direction: sort.direction === 'asc' ? 'ascending' : 'descending',
  };
  return (
    <>
      <Table
        aria-label={t('examinations.list.label')}
        isLoading={isLoading}
        loadingRowCount={EXAMINATION_LIST_PAGE_SIZE}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          const field = SORTED_COLUMNS[descriptor.column as SortedColumn];
          onSortChange({ field, direction: descriptor.direction === 'ascending' ? 'asc' : 'desc' });
        }}
      >
        <TableHeader>
          <Column id="status" allowsSorting>
            {t('examinations.columns.status')}
          </Column>
          <Column id="type" allowsSorting isRowHeader>
            {t('examinations.columns.type')}
          </Column>
          {showPatient && (
            <Column id="patient" allowsSorting>
              {t('examinations.columns.patient')}
            </Column>
          )}
          <Column id="physician">{t('examinations.columns.physician')}</Column>
          <Column id="duration" allowsSorting>
            {t('examinations.columns.duration')}
          </Column>
          <Column id="startDate" allowsSorting>
            {t('examinations.columns.startDate')}
          </Column>
          <Column id="events" allowsSorting>
            {t('examinations.columns.events')}
          </Column>
        </TableHeader>
        <TableBody items={examinations} emptyText={t('examinations.empty')}>
          {(examination) => (
            <Row
              id={examination._id}
              href={`/clinic/${teamId}/examinations/${examination._id}`}
              data-archived={examination.archived || undefined}
            >
              <Cell>
                <ExaminationStatusControl
                  examination={examination}
                  label={labelOf(examination)}
                  isDisabled={!canChange}
                  handlers={handlers}
                />
              </Cell>
              <Cell>{typeName(examination)}</Cell>
              {showPatient && <Cell>{examination.patientFullName}</Cell>}
              <Cell>
                <PhysicianAssignment
                  teamId={teamId}
                  examination={examination}
                  label={labelOf(examination)}
                  physicians={physicians}
                  isDisabled={!canChange}
                  handlers={handlers}
                />
              </Cell>
              <Cell>
                <Duration milliseconds={examination.duration} />
              </Cell>
              <Cell>
                <DateTime value={examination.startDate} />
              </Cell>
              <Cell>
                <EventCount examination={examination} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination
        className={styles.pager}
        aria-label={t('examinations.list.pages')}
        total={total}
        pageSize={EXAMINATION_LIST_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
      />
    </>
  );
}
