import type { BoardStatus, Examination, ExaminationListResponse } from '@telemed/domain';
import { Board, Link, applyBoardMove, toastQueue } from '@telemed/ui';
import type { BoardMove } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { boardColumnsOf, serverOrderOf } from './boardColumns';
import type { ExaminationColumn } from './boardColumns';
import { ExaminationStatusControl } from './ExaminationControls';
import type { ExaminationControlHandlers } from './ExaminationControls';
import { examinationsKey } from './examinationQueries';
import * as styles from './ExaminationsView.css';

/** Props of {@link ExaminationsBoard}. */
export interface ExaminationsBoardProps {
  teamId: string;
  /** Every examination the filters match, with the board order. */
  answer: ExaminationListResponse;
  /** Administrators and doctors may drag; others see a board they cannot change (§6). */
  canDrag: boolean;
  /** Whether the cards' status dropdowns may change statuses (staff only). */
  canChange: boolean;
  showPatient: boolean;
  typeName: (examination: Examination) => string;
  labelOf: (examination: Examination) => string;
  handlers: ExaminationControlHandlers;
  /** The columns' heading level: 2 on the examinations page, 3 inside a page's section. */
  headingLevel: 2 | 3;
}

const getKey = (examination: Examination) => examination._id;

/**
 * The board (platform-core §2, §4): a column per status but DEFAULT with its count, cards with
 * type, patient and physician. A drag moves the card at once, then sends its status and
 * position; a refusal puts it back and says why. Dropping on Archived asks before archiving.
 * Archived cards are dimmed and cannot be dragged.
 */
export function ExaminationsBoard({
  teamId,
  answer,
  canDrag,
  canChange,
  showPatient,
  typeName,
  labelOf,
  handlers,
  headingLevel,
}: ExaminationsBoardProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const columns = useMemo(
    () =>
      boardColumnsOf(answer.data, answer.order, (status) =>
        t(`examinationStatus.${status}`, { ns: 'ui' }),
      ),
    [answer, t],
  );
  // The columns as the last drag left them, shown until the server's answer is reloaded.
  const [moved, setMoved] = useState<readonly ExaminationColumn[] | null>(null);
  const shown = moved ?? columns;

  const move = useMutation({
    mutationFn: ({
      examination,
      status,
      order,
    }: {
      examination: Examination;
      status: BoardStatus;
      order: number | undefined;
    }) =>
      client.examinations.updateStatus({
        params: { teamId, examinationId: examination._id },
        body: order === undefined ? { status } : { status, order },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: examinationsKey(teamId) });
      setMoved(null);
    },
    onError: (error) => {
      setMoved(null);
      toastQueue.show(t('examinations.board.moveFailed', { reason: errorText(error, t) }), {
        tone: 'error',
      });
    },
  });

  const onMove = ({ itemKey, toColumn, index }: BoardMove) => {
    const examination = answer.data.find((candidate) => candidate._id === itemKey);
    const target = shown.find((column) => column.id === toColumn);
    if (!examination || !target) return;
    if (target.id === 'ARCHIVED') {
      handlers.onArchiveRequest(examination);
      return;
    }
    setMoved(applyBoardMove(shown, { itemKey, toColumn, index }, getKey));
    move.mutate({
      examination,
      status: target.id,
      order: serverOrderOf(target, examination, index),
    });
  };

  return (
    <div className={styles.boardScroller}>
      <Board<Examination>
        aria-label={t('examinations.board.label')}
        headingLevel={headingLevel}
        columns={shown}
        getKey={getKey}
        getCardText={labelOf}
        readOnly={!canDrag}
        isCardDisabled={(examination) => examination.archived}
        emptyText={t('examinations.board.emptyColumn')}
        onMove={onMove}
        renderCard={(examination) => (
          <div className={styles.card} data-archived={examination.archived || undefined}>
            <Link
              className={styles.cardTitle}
              href={`/clinic/${teamId}/examinations/${examination._id}`}
            >
              {typeName(examination)}
            </Link>
            {showPatient && <span className={styles.cardLine}>{examination.patientFullName}</span>}
            <span className={styles.cardLine}>
              {examination.assignedPhysician
                ? t('examinations.board.physician', {
                    name: examination.assignedPhysician.fullName,
                  })
                : t('examinations.physician.none')}
            </span>
            <div className={styles.cardFooter}>
              <ExaminationStatusControl
                examination={examination}
                label={labelOf(examination)}
                isDisabled={!canChange}
                handlers={handlers}
              />
            </div>
          </div>
        )}
      />
    </div>
  );
}
