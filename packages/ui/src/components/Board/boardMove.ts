import type { Key } from 'react-aria-components';

/** One column of a {@link Board}: its cards in board order. */
export interface BoardColumn<T> {
  /** Identifies the column in {@link BoardMove.toColumn}, e.g. an examination status. */
  id: Key;
  /** Shown in the column header; with the card count, the column's accessible name. */
  title: string;
  /** The cards, top to bottom. */
  items: readonly T[];
}

/** A card that moved: the column it now belongs to and its position there. */
export interface BoardMove {
  /** The key of the card that moved (as `getKey` gives it). */
  itemKey: Key;
  /** The column the card came from. */
  fromColumn: Key;
  /** The column the card now belongs to; equal to `fromColumn` for a reorder. */
  toColumn: Key;
  /** The card's index in `toColumn` after the move (0 = top). */
  index: number;
}

/**
 * Where a dragged card was dropped, as react-aria reports it: on the column as a whole (`root`,
 * e.g. an empty column) or before/after one of its cards.
 */
export type BoardDropTarget =
  { type: 'root' } | { type: 'item'; key: Key; dropPosition: 'before' | 'after' | 'on' };

/**
 * The index a card takes in a column when dropped on `target`, counted in the column as it will
 * be once the card has left its old place (so a card moved down its own column lands where the
 * drop indicator showed it). A drop on the column itself, or on a card that is not in it,
 * appends; a drop `on` a card puts it after that card.
 */
export function dropIndex(columnKeys: readonly Key[], movedKey: Key, target: BoardDropTarget) {
  const remaining = columnKeys.filter((key) => key !== movedKey);
  if (target.type === 'root') return remaining.length;
  const targetIndex = remaining.indexOf(target.key);
  if (targetIndex === -1) return remaining.length;
  return target.dropPosition === 'before' ? targetIndex : targetIndex + 1;
}

/** The column that holds the card with `itemKey`, or `undefined` when no column does. */
export function columnOfCard<T>(
  columns: readonly BoardColumn<T>[],
  itemKey: Key,
  getKey: (item: T) => Key,
): BoardColumn<T> | undefined {
  return columns.find((column) => column.items.some((item) => getKey(item) === itemKey));
}

/**
 * The columns after `move`: the card leaves its column and enters `toColumn` at `index` (clamped
 * to the column's length). Columns are new arrays; untouched columns keep their identity. A move
 * of an unknown card or into an unknown column changes nothing and returns `columns` itself.
 * This is the local update the board view applies at once, before the server confirms the new
 * status and position (platform-core §4).
 */
export function applyBoardMove<T, C extends BoardColumn<T>>(
  columns: readonly C[],
  move: Pick<BoardMove, 'itemKey' | 'toColumn' | 'index'>,
  getKey: (item: T) => Key,
): readonly C[] {
  const source = columnOfCard(columns, move.itemKey, getKey);
  const hasTarget = columns.some((column) => column.id === move.toColumn);
  if (!source || !hasTarget) return columns;
  const card = source.items.find((item) => getKey(item) === move.itemKey) as T;
  return columns.map((column) => {
    const isSource = column.id === source.id;
    const isTarget = column.id === move.toColumn;
    if (!isSource && !isTarget) return column;
    const items = isSource
      ? column.items.filter((item) => getKey(item) !== move.itemKey)
      : [...column.items];
    if (isTarget) {
      const index = Math.min(Math.max(move.index, 0), items.length);
      items.splice(index, 0, card);
    }
    return { ...column, items };
  });
}
