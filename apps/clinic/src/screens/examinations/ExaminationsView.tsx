import { isSiteAdministrator } from '@telemed/domain';
import type { Examination, ExaminationListResponse } from '@telemed/domain';
import {
  Button,
  ConfirmDialog,
  Preloader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  formatDateTime,
} from '@telemed/ui';
import { FORMS_NAMESPACE } from '@telemed/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../routing/lazyScreen';
import { useSession } from '../../session/useSession';
import { useTeams } from '../../session/useTeams';
import type { ExaminationControlHandlers } from './ExaminationControls';
import { ExaminationFilters } from './ExaminationFilters';
import { listFieldsOf } from './examinationFilters';
import { withCreatedExamination } from './examinationListUpdates';
import { useExaminationSpecs, usePhysicians } from './examinationLookups';
import {
  examinationsKey,
  useExaminationBoard,
  useExaminationPage,
  useMemberExaminations,
} from './examinationQueries';
import { ExaminationsTable } from './ExaminationsTable';
import * as styles from './ExaminationsView.css';
import { memberExaminationsPage } from './memberExaminationsPage';
import { useClinicFeatures } from '../../session/useClinicFeatures';
import { useExaminationActions } from './useExaminationActions';
import { useExaminationListState } from './useExaminationListState';
import { useLiveExaminations } from './useLiveExaminations';

// The board (drag and drop) loads when its tab is first opened: most visits use the list.
const ExaminationsBoard = lazyComponent(() => import('./ExaminationsBoard'), 'ExaminationsBoard');
// The add-examination form (its machine, date pickers and patient search) loads when a user
// reaches for the Add button, not with the list: most visits never open it.
const loadAddExamination = () => import('./addExamination/AddExaminationModal');
const AddExaminationModal = lazyComponent(loadAddExamination, 'AddExaminationModal');

/** Props of {@link ExaminationsView}. */
export interface ExaminationsViewProps {
  teamId: string;
  /**
   * A patient's member id on their page: the patient is fixed, their examinations load through
   * the member's examinations call (reversed, newest first), there is no Patient filter or column,
   * and the filters are not stored (platform-core §2).
   */
  fixedMemberId?: string;
  /**
   * A physician's member id on their employee page: only the examinations assigned to them, with
   * no Physician filter, and the filters are not stored.
   */
  fixedPhysicianId?: string;
}

/**
 * The examinations of a clinic, or of one patient, as a list or a board, with filters, the add
 * button, status and physician controls, kept live over the realtime socket. The examinations
 * page shows it for the clinic; the patient page shows it with `fixedMemberId`, an employee's
 * page with `fixedPhysicianId`.
 */
export function ExaminationsView({
  teamId,
  fixedMemberId,
  fixedPhysicianId,
}: ExaminationsViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const teams = useTeams();
  const team = teams.data?.find((candidate) => candidate._id === teamId);
  const isPatient = team?.role === 'user';
  // A patient sees their own examinations only: the page is theirs, read-only.
  const memberId = isPatient ? team.memberId : fixedMemberId;
  const isStaff = team !== undefined && !isPatient;
  const canDrag =
    team?.role === 'administrator' ||
    team?.role === 'doctor' ||
    (isStaff && user !== null && isSiteAdministrator(user));

  const {
    filters,
    setFilters,
    mode: chosenMode,
    setMode,
    sort,
    setSort,
    page,
    setPage,
  } = useExaminationListState(memberId !== undefined || fixedPhysicianId !== undefined);
  // The board is a feature of its own (examinationsBoard); without it the list is all there is.
  const hasBoard = useClinicFeatures(teamId).data?.includes('examinationsBoard') ?? false;
  const mode = hasBoard ? chosenMode : 'list';
  const [isAdding, setAdding] = useState(false);
  // Mounted from the first open on, so the modal can animate its close.
  const [wantsAddForm, setWantsAddForm] = useState(false);
  const [toArchive, setToArchive] = useState<Examination | null>(null);
  useLiveExaminations(teamId);

  const specs = useExaminationSpecs(teamId);
  const physicians = usePhysicians(teamId, isStaff);
  const fields = {
    ...listFieldsOf(filters, memberId),
    ...(fixedPhysicianId === undefined ? {} : { assignedDoctor: [fixedPhysicianId] }),
  };
  const listPage = useExaminationPage(
    teamId,
    fields,
    sort,
    page,
    memberId === undefined && mode === 'list',
  );
  const board = useExaminationBoard(teamId, fields, memberId === undefined && mode === 'board');
  const memberExaminations = useMemberExaminations(teamId, memberId ?? '', memberId !== undefined);
  const actions = useExaminationActions(teamId, filters);

  if (teams.isPending || specs.isPending || (isStaff && physicians.isPending)) {
    return <Preloader />;
  }
  if (specs.isError) throw specs.error;

  // Each type's name translated once, not once per row or card.
  const typeNames = new Map(
    specs.data.map((spec) => [
      spec.type,
      t(`examinationTypes.${spec.type}`, { ns: FORMS_NAMESPACE, defaultValue: spec.name }),
    ]),
  );
  const nameOfType = (type: Examination['type']) =>
    typeNames.get(type) ??
    t(`examinationTypes.${type}`, { ns: FORMS_NAMESPACE, defaultValue: type });
  const typeName = (examination: Examination) => nameOfType(examination.type);
  // The start time tells apart two examinations of one type and patient.
  const labelOf = (examination: Examination) =>
    [
      typeName(examination),
      ...(memberId === undefined ? [examination.patientFullName] : []),
      formatDateTime(examination.startDate),
    ].join(', ');
  const types = specs.data.map((spec) => ({ id: spec.type, name: nameOfType(spec.type) }));

  const memberAnswer = memberExaminations.data
    ? memberExaminationsPage(memberExaminations.data, filters, sort, mode === 'list' ? page : null)
    : undefined;
  const listAnswer = memberId === undefined ? listPage.data : memberAnswer;
  const boardAnswer = memberId === undefined ? board.data : memberAnswer;
  const failure = listPage.error ?? board.error ?? memberExaminations.error;
  if (failure) throw failure;

  const handlers: ExaminationControlHandlers = {
    onStatusChange: (examination, status) =>
      actions.mutate({ kind: 'status', examination, status }),
    onArchiveRequest: setToArchive,
    onRestore: (examination) =>
      actions.mutate({ kind: 'update', examination, body: { archived: false } }),
    onAssign: (examination, physicianId) =>
      actions.mutate({ kind: 'update', examination, body: { assignedDoctor: physicianId } }),
  };

  const addCreated = (created: Examination) => {
    queryClient.setQueriesData({ queryKey: examinationsKey(teamId) }, (cached: unknown) =>
      cached && typeof cached === 'object' && 'order' in cached
        ? withCreatedExamination(cached as ExaminationListResponse, created, filters, memberId)
        : cached,
    );
  };

  // The modals stay outside <Tabs>: its collection builder renders its children a second time in
  // a hidden tree, which would portal a second, inert copy of each open dialog.
  return (
    <>
      <Tabs
        className={styles.view}
        selectedKey={mode}
        onSelectionChange={(key) => setMode(key === 'board' ? 'board' : 'list')}
      >
        <div className={styles.toolbar}>
          <TabList aria-label={t('examinations.viewMode')}>
            <Tab id="list">{t('examinations.listView')}</Tab>
            {hasBoard && <Tab id="board">{t('examinations.boardView')}</Tab>}
          </TabList>
          {isStaff && (
            <Button
              onHoverStart={() => void loadAddExamination()}
              onFocus={() => void loadAddExamination()}
              onPress={() => {
                setWantsAddForm(true);
                setAdding(true);
              }}
            >
              {t('examinations.add')}
            </Button>
          )}
        </div>
        <ExaminationFilters
          teamId={teamId}
          filters={filters}
          onChange={setFilters}
          types={types}
          physicians={physicians.data ?? []}
          isPatientFixed={memberId !== undefined}
          isPhysicianFixed={fixedPhysicianId !== undefined}
        />
        <TabPanel id="list">
          <ExaminationsTable
            teamId={teamId}
            examinations={listAnswer?.data ?? []}
            total={listAnswer?.total ?? 0}
            isLoading={!listAnswer}
            sort={sort}
            onSortChange={setSort}
            page={page}
            onPageChange={setPage}
            showPatient={memberId === undefined}
            typeName={typeName}
            labelOf={labelOf}
            physicians={physicians.data ?? []}
            canChange={isStaff}
            handlers={handlers}
          />
        </TabPanel>
        {hasBoard && (
          <TabPanel id="board">
            {boardAnswer ? (
              <Suspense fallback={<Preloader />}>
                <ExaminationsBoard
                  teamId={teamId}
                  answer={boardAnswer}
                  canDrag={canDrag}
                  canChange={isStaff}
                  showPatient={memberId === undefined}
                  typeName={typeName}
                  labelOf={labelOf}
                  handlers={handlers}
                  // A patient's or physician's page shows the view inside a section (level 2).
                  headingLevel={
                    fixedMemberId === undefined && fixedPhysicianId === undefined ? 2 : 3
                  }
                />
              </Suspense>
            ) : (
              <Preloader />
            )}
          </TabPanel>
        )}
      </Tabs>
      {isStaff && wantsAddForm && (
        <Suspense fallback={<Preloader />}>
          <AddExaminationModal
            teamId={teamId}
            fixedMemberId={memberId}
            isOpen={isAdding}
            onClose={() => setAdding(false)}
            onCreated={addCreated}
          />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={toArchive !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToArchive(null);
        }}
        title={t('examinations.archive.title')}
        message={t('examinations.archive.message', {
          examination: toArchive ? labelOf(toArchive) : '',
        })}
        confirmLabel={t('examinations.archive.confirm')}
        onConfirm={async () => {
          if (toArchive)
            await actions.mutateAsync({
              kind: 'update',
              examination: toArchive,
              body: { archived: true },
            });
        }}
      />
    </>
  );
}
