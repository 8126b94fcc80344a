import type { DragAndDropOptions, DropItem, Key } from 'react-aria-components';

/** One dragged item's data by drag type, as `getItems` returns it. */
type DragItem = ReturnType<NonNullable<DragAndDropOptions['getItems']>>[number];

/**
 * The drag type a board card carries. Columns accept only this type, so files, links or text
 * dragged from elsewhere find no drop target on the board.
 */
export const BOARD_CARD_DRAG_TYPE = 'application/x-telemed-board-card';

/**
 * The drag data of a card. The key travels as JSON so a numeric key comes back a number, and
 * as plain text for drop targets outside the board.
 */
export function cardDragItem(key: Key, text: string): DragItem {
  return { [BOARD_CARD_DRAG_TYPE]: JSON.stringify(key), 'text/plain': text };
}

/**
 * The card keys carried by dropped items; items of other types, or whose data is not a key,
 * are left out.
 */
export async function droppedCardKeys(items: readonly DropItem[]): Promise<Key[]> {
  const keys = await Promise.all(
    items.map(async (item) => {
      if (item.kind !== 'text' || !item.types.has(BOARD_CARD_DRAG_TYPE)) return undefined;
      return parseKey(await item.getText(BOARD_CARD_DRAG_TYPE));
    }),
  );
  return keys.filter((key): key is Key => key !== undefined);
}

function parseKey(json: string): Key | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}
