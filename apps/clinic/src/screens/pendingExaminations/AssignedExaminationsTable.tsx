import { EXAMINATION_LIST_PAGE_SIZE } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import {
  Cell,
  Column,
  DateTime,
  Duration,
  Pagination,
  Row,
  StatusBadge,
  Table,
  TableBody,
  TableHeader,
} from '@telemed/ui';
import type { SortDescriptor } from '@telemed/ui';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ASSIGNED_SORT,
  assignedExaminationsPage,
  isAssignedExaminationColumn,
  sortAssignedExaminations,
} from './assignedExaminationsOrder';
import type { AssignedExaminationSort } from './assignedExaminationsOrder';
import * as styles from './AssignedExaminationsTable.css';
import { EventCount } from '../examinations/EventCount';

/** Props of {@link AssignedExaminationsTable}. */
export interface AssignedExaminationsTableProps {
  teamId: string;
  /** The accessible name of the table, e.g. the page title. */
  label: string;
  examinations: readonly Examination[] | undefined;
  isLoading: boolean;
  /** Shown when there are none. */
  emptyText: string;
}

/**
 * A physician's work list of examinations (pending ones, ones awaiting description): status,
 * type, patient, start, duration and events, sorted by header press, 10 per page; each row
 * opens its examination.
 */
export function AssignedExaminationsTable({
  teamId,
  label,
  examinations,
  isLoading,
  emptyText,
}: AssignedExaminationsTableProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<AssignedExaminationSort>(DEFAULT_ASSIGNED_SORT);
  const [page, setPage] = useState(1);
  const typeName = (examination: Examination) =>
    t(`examinationTypes.${examination.type}`, {
      ns: FORMS_NAMESPACE,
      defaultValue: examination.type,
    });
  const sorted = sortAssignedExaminations(examinations ?? [], sort, typeName);
  const shown = assignedExaminationsPage(sorted, page);
  const sortDescriptor: SortDescriptor = { column: sort.column, direction: sort.direction };

  return (
    <div className={styles.list}>
      <Table
        aria-label={label}
        isLoading={isLoading}
        loadingRowCount={EXAMINATION_LIST_PAGE_SIZE}
        sortDescriptor={sortDescriptor}
        onSortChange={({ column, direction }) => {
          if (!isAssignedExaminationColumn(column)) return;
          setSort({ column, direction });
          setPage(1);
        }}
      >
        <TableHeader>
          <Column id="status" allowsSorting>
            {t('pendingExaminations.columns.status')}
          </Column>
          <Column id="examination" isRowHeader allowsSorting>
            {t('pendingExaminations.columns.examination')}
          </Column>
          <Column id="patient" allowsSorting>
            {t('pendingExaminations.columns.patient')}
          </Column>
          <Column id="startDate" allowsSorting>
            {t('pendingExaminations.columns.startDate')}
          </Column>
          <Column id="duration" allowsSorting>
            {t('pendingExaminations.columns.duration')}
          </Column>
          <Column id="events" allowsSorting>
            {t('pendingExaminations.columns.events')}
          </Column>
        </TableHeader>
        <TableBody items={shown} emptyText={emptyText}>
          {(examination) => (
            <Row
              id={examination._id}
              href={`/clinic/${teamId}/examinations/${examination._id}`}
              textValue={`${typeName(examination)}, ${examination.patientFullName}`}
            >
              <Cell>
                <StatusBadge status={examination.status} />
              </Cell>
              <Cell>{typeName(examination)}</Cell>
              <Cell>{examination.patientFullName}</Cell>
              <Cell>
                <DateTime value={examination.startDate} />
              </Cell>
              <Cell>
                <Duration milliseconds={examination.duration} />
              </Cell>
              <Cell>
                <EventCount examination={examination} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination
        total={sorted.length}
        pageSize={EXAMINATION_LIST_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
}
