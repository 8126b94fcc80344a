import { BOARD_STATUSES, displayedExaminationStatus } from '@telemed/domain';
import type { BoardStatus, Examination } from '@telemed/domain';
import type { BoardColumn } from '@telemed/ui';

/** One column of the examinations board: a status and its cards, top to bottom. */
export interface ExaminationColumn extends BoardColumn<Examination> {
  id: BoardStatus;
}

/**
 * The board's columns, one per status but DEFAULT (whose cards sit under FOR_DESCRIPTION),
 * with cards in the server's board `order`. Examinations the order does not name are appended
 * to their status column by board position (platform-core §4).
 *
 * @example
 * boardColumnsOf(answer.data, answer.order, (status) => t(`examinationStatus.${status}`));
 */
export function boardColumnsOf(
  examinations: readonly Examination[],
  order: readonly string[],
  titleOf: (status: BoardStatus) => string,
): ExaminationColumn[] {
  const byId = new Map(examinations.map((examination) => [examination._id, examination]));
  const ordered = order.flatMap((id) => byId.get(id) ?? []);
  const named = new Set(ordered.map((examination) => examination._id));
  const missing = examinations
    .filter((examination) => !named.has(examination._id))
    .sort((first, second) => first.boardPosition - second.boardPosition);
  const cards = [...ordered, ...missing];
  return BOARD_STATUSES.map((status) => ({
    id: status,
    title: titleOf(status),
    items: cards.filter((examination) => displayedExaminationStatus(examination.status) === status),
  }));
}

/**
 * The `order` to send with PUT .../status for a card dropped at `index` of `target` (the column
 * as shown, the card possibly still in it). The board may show only some of a column's cards
 * (filters), so the position is taken from the card it lands before, as the server counts it
 * once the moved card has left its old place; dropped last, it goes right after the last card
 * shown. Undefined (append) for a column that shows no other card.
 */
export function serverOrderOf(
  target: ExaminationColumn,
  moved: Examination,
  index: number,
): number | undefined {
  const remaining = target.items.filter((examination) => examination._id !== moved._id);
  const sameColumn = displayedExaminationStatus(moved.status) === target.id;
  const afterRemoval = (position: number) =>
    sameColumn && position > moved.boardPosition ? position - 1 : position;
  const anchor = remaining[index];
  if (anchor) return afterRemoval(anchor.boardPosition);
  const last = remaining.at(-1);
  return last ? afterRemoval(last.boardPosition) + 1 : undefined;
}
