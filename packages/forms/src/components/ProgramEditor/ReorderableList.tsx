import { Button } from '@telemed/ui';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './ProgramEditor.css';

/** Props of {@link ReorderableList}. */
export interface ReorderableListProps<Item extends { id: string }> {
  items: readonly Item[];
  /** How an item is named in its move buttons and the announcement. */
  nameOf: (item: Item) => string;
  /** Moves the item of `id` to index `to`. */
  onMove: (id: string, to: number) => void;
  /** Tells the screen reader where an item went (a polite live region of the screen). */
  onAnnounce: (message: string) => void;
  /** The item's own content; `moveControls` are its drag handle and move buttons. */
  renderItem: (item: Item, index: number, moveControls: ReactNode) => ReactNode;
  isDisabled?: boolean;
}

/**
 * The data type a dragged item of one list carries: its own per list, so a series dragged over
 * another step (a list inside a list) is no drop of that list, and drops from elsewhere are ignored.
 * Lower case, as `DataTransfer.types` reports types.
 */
const dragTypeOf = (listId: string) =>
  `application/x-telemed-reorder-${listId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

/**
 * An ordered list whose items move by drag and drop (a handle per item, dropped on another
 * item to take its place) and by keyboard: Up and Down buttons, each move announced with the
 * item's new position, so the order is not only changed by pointer.
 */
export function ReorderableList<Item extends { id: string }>({
  items,
  nameOf,
  onMove,
  onAnnounce,
  renderItem,
  isDisabled = false,
}: ReorderableListProps<Item>) {
  const { t } = useFormsTranslation();
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const dragType = dragTypeOf(useId());
  const move = (item: Item, to: number) => {
    onMove(item.id, to);
    onAnnounce(
      t('programEditor.moved', { title: nameOf(item), position: to + 1, count: items.length }),
    );
  };
  return (
    <ol className={styles.itemList}>
      {items.map((item, index) => {
        const name = nameOf(item);
        const controls = (
          <>
            <span
              className={styles.dragHandle}
              draggable={!isDisabled}
              title={t('programEditor.dragHandle', { title: name })}
              aria-hidden
              onDragStart={(event) => {
                event.dataTransfer.setData(dragType, item.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
            >
              ⠿
            </span>
            <Button
              variant="secondary"
              isDisabled={isDisabled || index === 0}
              aria-label={t('programEditor.moveUp', { title: name })}
              onPress={() => move(item, index - 1)}
            >
              {t('programEditor.up')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={isDisabled || index === items.length - 1}
              aria-label={t('programEditor.moveDown', { title: name })}
              onPress={() => move(item, index + 1)}
            >
              {t('programEditor.down')}
            </Button>
          </>
        );
        return (
          <li
            key={item.id}
            className={`${styles.item} ${dropIndex === index ? styles.dropTarget : ''}`}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(dragType)) return;
              event.preventDefault();
              event.stopPropagation();
              setDropIndex(index);
            }}
            onDragLeave={() => setDropIndex(null)}
            onDrop={(event) => {
              const id = event.dataTransfer.getData(dragType);
              const dragged = items.find((each) => each.id === id);
              setDropIndex(null);
              if (!dragged) return;
              event.preventDefault();
              event.stopPropagation();
              move(dragged, index);
            }}
          >
            {renderItem(item, index, controls)}
          </li>
        );
      })}
    </ol>
  );
}
