import { DropIndicator, useDragAndDrop } from 'react-aria-components';
import type { DragAndDropHooks, Key } from 'react-aria-components';
import { columnOfCard, dropIndex } from './boardMove';
import type { BoardColumn, BoardDropTarget, BoardMove } from './boardMove';
import * as styles from './Board.css';
import { BOARD_CARD_DRAG_TYPE, cardDragItem, droppedCardKeys } from './cardDragData';

/** What one column needs to take part in the board's drag and drop. */
export interface ColumnDragAndDropOptions<T> {
  column: BoardColumn<T>;
  /** Every column of the board, to find where a card dropped from elsewhere comes from. */
  columns: readonly BoardColumn<T>[];
  getKey: (item: T) => Key;
  getCardText: (item: T) => string;
  onMove?: (move: BoardMove) => void;
  isCardDisabled?: (item: T) => boolean;
}

/**
 * The drag and drop hooks of one column's grid list: its cards drag as board cards, and it takes
 * board cards from any column, before or after a card or (when empty, or dropped on the list
 * itself) at its end. Every drop is reported as one {@link BoardMove} per card.
 */
export function useColumnDragAndDrop<T>({
  column,
  columns,
  getKey,
  getCardText,
  onMove,
  isCardDisabled,
}: ColumnDragAndDropOptions<T>): DragAndDropHooks<T> {
  const columnKeys = column.items.map(getKey);

  const moveCards = (keys: Iterable<Key>, target: BoardDropTarget) => {
    let offset = 0;
    for (const itemKey of keys) {
      const fromColumn = columnOfCard(columns, itemKey, getKey);
      if (!fromColumn) continue;
      const index = dropIndex(columnKeys, itemKey, target) + offset;
      offset += 1;
      const isSamePlace = fromColumn.id === column.id && columnKeys.indexOf(itemKey) === index;
      if (!isSamePlace)
        onMove?.({ itemKey, fromColumn: fromColumn.id, toColumn: column.id, index });
    }
  };

  const { dragAndDropHooks } = useDragAndDrop<T>({
    getItems: (_keys, items) => items.map((item) => cardDragItem(getKey(item), getCardText(item))),
    getAllowedDropOperations: () => ['move'],
    acceptedDragTypes: [BOARD_CARD_DRAG_TYPE],
    onReorder: ({ keys, target }) => moveCards(keys, target),
    onInsert: async ({ items, target }) => moveCards(await droppedCardKeys(items), target),
    onRootDrop: async ({ items }) => moveCards(await droppedCardKeys(items), { type: 'root' }),
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className={styles.dropIndicator} />
    ),
  });

  return withUndraggableCards(dragAndDropHooks, (key) => {
    const item = column.items.find((candidate) => getKey(candidate) === key);
    return item !== undefined && (isCardDisabled?.(item) ?? false);
  });
}

/**
 * The hooks with some cards not draggable. react-aria's disabled keys would also take those
 * cards out of keyboard focus; a card that may not be dragged (an archived examination) must
 * stay reachable, so only its drag state is disabled: without drag props and with a disabled
 * handle.
 */
function withUndraggableCards<T>(
  hooks: DragAndDropHooks<T>,
  isUndraggable: (key: Key) => boolean,
): DragAndDropHooks<T> {
  const { useDraggableItem } = hooks;
  if (!useDraggableItem) return hooks;
  return {
    ...hooks,
    useDraggableItem: (props, state) =>
      useDraggableItem(
        props,
        isUndraggable(props.key) ? Object.create(state, { isDisabled: { value: true } }) : state,
      ),
  };
}
