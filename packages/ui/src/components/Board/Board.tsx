import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  GridList,
  GridListItem,
  ListLayout,
  Virtualizer,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { spaceScale } from '../../tokens/scale';
import { Heading } from '../Typography/Heading';
import type { BoardColumn, BoardMove } from './boardMove';
import * as styles from './Board.css';
import { useColumnDragAndDrop } from './useColumnDragAndDrop';

/** Props of {@link Board}. */
export interface BoardProps<T> {
  /** Names the board for assistive technology, e.g. 'Examinations by status'. */
  'aria-label': string;
  /** The columns, start to end, each with its cards in board order. */
  columns: readonly BoardColumn<T>[];
  /** A card's stable key, unique across the whole board. */
  getKey: (item: T) => Key;
  /**
   * A card's text in one line, e.g. 'Holter ECG, Anna Nowak': read out for the card and its drag
   * handle, used to jump to a card by typing, and carried as plain text while dragging.
   */
  getCardText: (item: T) => string;
  /** A card's content; the board draws the card's surface and drag handle around it. */
  renderCard: (item: T) => ReactNode;
  /**
   * Called when a card is dropped in a new place: a new column (its new status) or a new position
   * in its own column. The board shows the columns it is given, so apply the move to them at
   * once (`applyBoardMove`) and then send it (platform-core §4).
   */
  onMove?: (move: BoardMove) => void;
  /**
   * Cards that may not be dragged, e.g. archived examinations (platform-core §2): they stay
   * visible and focusable, with no drag handle, and are marked aria-disabled.
   * @default () => false
   */
  isCardDisabled?: (item: T) => boolean;
  /**
   * For roles that may not drag (platform-core §6: only administrators and doctors may): no drag
   * handles and no drop targets; the cards stay keyboard-navigable.
   * @default false
   */
  readOnly?: boolean;
  /** Shown in a column without cards; defaults to the translated "No cards". */
  emptyText?: string;
  /**
   * Heading level of the column titles in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Kanban columns of cards (the examinations board of platform-core §2). Each column is a grid
 * list: arrows move between its cards, Tab to the next column. Cards move with the pointer or,
 * from the keyboard, by their drag handle: focus a card, ArrowRight to its handle, Enter to pick
 * it up, Tab to the target column and arrows to the position, Enter to drop, Escape to cancel.
 * Each column's list is named by its title and count ("Pending, 2 cards"). A column of more than
 * {@link VIRTUALIZED_FROM} cards scrolls on its own and draws only the cards in view (react-aria's
 * Virtualizer), so a column of hundreds stays quick to open and to scroll.
 * @selector [data-read-only] on the board; [data-column-id] on a column; [data-drop-target] on a column's list or a drop line while a card is over it; [data-dragging], [data-drag-disabled], [data-focus-visible] on a card's row
 */
export function Board<T>({
  columns,
  readOnly = false,
  headingLevel = 3,
  'aria-label': ariaLabel,
  ...columnProps
}: BoardProps<T>) {
  return (
    <div
      role="group"
      aria-label={ariaLabel}
      className={styles.board}
      data-read-only={readOnly || undefined}
    >
      {columns.map((column) => (
        <BoardColumnView
          key={column.id}
          {...columnProps}
          column={column}
          columns={columns}
          readOnly={readOnly}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}

interface BoardColumnViewProps<T> extends Omit<BoardProps<T>, 'aria-label' | 'columns'> {
  column: BoardColumn<T>;
  columns: readonly BoardColumn<T>[];
  readOnly: boolean;
  headingLevel: 2 | 3 | 4;
}

function BoardColumnView<T>(props: BoardColumnViewProps<T>) {
  const { column, readOnly, headingLevel } = props;
  const { t } = useTranslation('ui');
  const count = t('board.cardCount', { count: column.items.length });
  return (
    <div className={styles.column} data-column-id={String(column.id)}>
      <div className={styles.columnHeader}>
        <Heading level={headingLevel} size="medium" className={styles.columnTitle}>
          {column.title}
        </Heading>
        <span className={styles.count}>{count}</span>
      </div>
      {/* Remounted when readOnly flips: react-aria wants drag hooks on every render or none. */}
      {readOnly ? (
        <ColumnCards key="read-only" {...props} label={`${column.title}, ${count}`} />
      ) : (
        <DraggableColumnCards key="draggable" {...props} label={`${column.title}, ${count}`} />
      )}
    </div>
  );
}

interface ColumnCardsProps<T> extends BoardColumnViewProps<T> {
  /** The list's accessible name: the column title and its count. */
  label: string;
  dragAndDropHooks?: ReturnType<typeof useColumnDragAndDrop<T>>;
}

function DraggableColumnCards<T>(props: ColumnCardsProps<T>) {
  const dragAndDropHooks = useColumnDragAndDrop<T>(props);
  return <ColumnCards {...props} dragAndDropHooks={dragAndDropHooks} />;
}

function ColumnCards<T>({
  column,
  getKey,
  getCardText,
  renderCard,
  isCardDisabled,
  emptyText,
  label,
  dragAndDropHooks,
}: ColumnCardsProps<T>) {
  const { t } = useTranslation('ui');
  const isDraggable = !!dragAndDropHooks;
  const isLong = column.items.length > VIRTUALIZED_FROM;
  const list = (
    <GridList
      // A plain label rather than aria-labelledby: react-aria names each column's drop target
      // "Drop on" + the list's name through aria-labelledby, which would not follow a second hop;
      // and react-aria's grid drops aria-describedby.
      aria-label={label}
      items={column.items}
      dragAndDropHooks={dragAndDropHooks}
      className={isLong ? `${styles.cardList} ${styles.longCardList}` : styles.cardList}
      renderEmptyState={() => <span className={styles.empty}>{emptyText ?? t('board.empty')}</span>}
    >
      {(item) => {
        const isDisabled = isCardDisabled?.(item) ?? false;
        return (
          <GridListItem
            id={getKey(item)}
            textValue={getCardText(item)}
            ref={isDisabled ? markAriaDisabled : clearAriaDisabled}
            data-drag-disabled={(isDraggable && isDisabled) || undefined}
            className={styles.cardRow}
          >
            <Card elevation="low" className={styles.card}>
              {isDraggable && (
                <AriaButton slot="drag" className={styles.dragHandle}>
                  <Icon name="menu" size={16} />
                </AriaButton>
              )}
              <div className={styles.cardContent}>{renderCard(item)}</div>
            </Card>
          </GridListItem>
        );
      }}
    </GridList>
  );
  return isLong ? (
    <Virtualizer layout={ListLayout} layoutOptions={cardLayout}>
      {list}
    </Virtualizer>
  ) : (
    list
  );
}

/**
 * Columns with more cards than this draw only those in view. Shorter ones draw every card: they
 * are quick anyway, and react-aria 1.22's virtualized list does not move focus on End in a list
 * just longer than its view (9 or 10 cards in a column's height; found by the stories).
 */
const VIRTUALIZED_FROM = 40;

/**
 * The cards' places in a long column: stacked, each measured once drawn, a small gap between
 * them and a thin line where a dragged card would land. The estimate is below any card's height:
 * a row grows to its card, but one drawn at a larger estimate would keep the extra space.
 */
const cardLayout = {
  estimatedRowHeight: 64,
  gap: spaceScale.small,
  // Room for the focus ring of the first and last card, which the column's scroll would clip.
  padding: spaceScale.xsmall + 2,
  dropIndicatorThickness: 2,
};

// react-aria sets aria-disabled only on rows that are disabled for focus as well; a card that may
// not be dragged stays focusable (its content, e.g. a Restore action, stays usable), so the
// attribute is set on the row here.
function markAriaDisabled(row: HTMLDivElement | null) {
  row?.setAttribute('aria-disabled', 'true');
}

function clearAriaDisabled(row: HTMLDivElement | null) {
  row?.removeAttribute('aria-disabled');
}
