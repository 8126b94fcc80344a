import type { DropItem, TextDropItem } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { BOARD_CARD_DRAG_TYPE, cardDragItem, droppedCardKeys } from './cardDragData';

/** A dropped text item as react-aria hands it over, built from drag data. */
function textDrop(data: Record<string, string>): TextDropItem {
  return {
    kind: 'text',
    types: new Set(Object.keys(data)),
    getText: async (type) => data[type] ?? '',
  };
}

describe('card drag data', () => {
  it('carries string and numeric keys back unchanged', async () => {
    const items = [textDrop(cardDragItem('exam-7', 'Holter')), textDrop(cardDragItem(42, 'ABPM'))];
    await expect(droppedCardKeys(items)).resolves.toEqual(['exam-7', 42]);
  });

  it('offers the card text as plain text for other drop targets', () => {
    expect(cardDragItem('exam-7', 'Holter ECG, Anna Nowak')['text/plain']).toBe(
      'Holter ECG, Anna Nowak',
    );
  });

  it('ignores items of other kinds or types and data that is not a key', async () => {
    const file: DropItem = {
      kind: 'file',
      type: 'text/csv',
      name: 'export.csv',
      getText: async () => '',
      getFile: async () => new File([], 'export.csv'),
    };
    const items: DropItem[] = [
      file,
      textDrop({ 'text/plain': '"exam-1"' }),
      textDrop({ [BOARD_CARD_DRAG_TYPE]: 'not json' }),
      textDrop({ [BOARD_CARD_DRAG_TYPE]: '{"id":1}' }),
      textDrop({ [BOARD_CARD_DRAG_TYPE]: '"exam-2"' }),
    ];
    await expect(droppedCardKeys(items)).resolves.toEqual(['exam-2']);
  });
});
