import { describe, expect, it } from 'vitest';
import { applyBoardMove, columnOfCard, dropIndex } from './boardMove';
import type { BoardColumn } from './boardMove';

interface Card {
  id: string;
}

const getKey = (card: Card) => card.id;
const cards = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (columns: readonly BoardColumn<Card>[]) =>
  Object.fromEntries(columns.map((column) => [column.id, column.items.map(getKey)]));

const board: BoardColumn<Card>[] = [
  { id: 'PENDING', title: 'Pending', items: cards('a', 'b', 'c') },
  { id: 'IN_PROGRESS', title: 'In progress', items: cards('d', 'e') },
  { id: 'FAILED', title: 'Failed', items: [] },
];

describe('dropIndex', () => {
  it('puts a card from another column before or after the card it was dropped at', () => {
    const column = ['d', 'e'];
    expect(dropIndex(column, 'a', { type: 'item', key: 'd', dropPosition: 'before' })).toBe(0);
    expect(dropIndex(column, 'a', { type: 'item', key: 'd', dropPosition: 'after' })).toBe(1);
    expect(dropIndex(column, 'a', { type: 'item', key: 'e', dropPosition: 'after' })).toBe(2);
  });

  it('counts without the moved card when it moves down its own column', () => {
    const column = ['a', 'b', 'c'];
    // a dropped after c ends last: b, c, a.
    expect(dropIndex(column, 'a', { type: 'item', key: 'c', dropPosition: 'after' })).toBe(2);
    // a dropped before c lands between b and c: b, a, c.
    expect(dropIndex(column, 'a', { type: 'item', key: 'c', dropPosition: 'before' })).toBe(1);
    // c dropped before a goes to the top.
    expect(dropIndex(column, 'c', { type: 'item', key: 'a', dropPosition: 'before' })).toBe(0);
  });

  it('appends a card dropped on the column itself', () => {
    expect(dropIndex([], 'a', { type: 'root' })).toBe(0);
    expect(dropIndex(['d', 'e'], 'a', { type: 'root' })).toBe(2);
    expect(dropIndex(['a', 'b'], 'a', { type: 'root' })).toBe(1);
  });

  it('puts a card dropped on another card after it, and appends when the card is unknown', () => {
    expect(dropIndex(['d', 'e'], 'a', { type: 'item', key: 'd', dropPosition: 'on' })).toBe(1);
    expect(dropIndex(['d', 'e'], 'a', { type: 'item', key: 'zz', dropPosition: 'before' })).toBe(2);
  });
});

describe('columnOfCard', () => {
  it('finds the column that holds a card', () => {
    expect(columnOfCard(board, 'e', getKey)?.id).toBe('IN_PROGRESS');
    expect(columnOfCard(board, 'missing', getKey)).toBeUndefined();
  });
});

describe('applyBoardMove', () => {
  it('moves a card into another column at the index', () => {
    const moved = applyBoardMove(
      board,
      { itemKey: 'b', toColumn: 'IN_PROGRESS', index: 1 },
      getKey,
    );
    expect(ids(moved)).toEqual({ PENDING: ['a', 'c'], IN_PROGRESS: ['d', 'b', 'e'], FAILED: [] });
  });

  it('moves a card into an empty column', () => {
    const moved = applyBoardMove(board, { itemKey: 'e', toColumn: 'FAILED', index: 0 }, getKey);
    expect(ids(moved)).toEqual({ PENDING: ['a', 'b', 'c'], IN_PROGRESS: ['d'], FAILED: ['e'] });
  });

  it('reorders within a column', () => {
    const moved = applyBoardMove(board, { itemKey: 'a', toColumn: 'PENDING', index: 2 }, getKey);
    expect(ids(moved).PENDING).toEqual(['b', 'c', 'a']);
  });

  it('clamps an index past the end to the end, and a negative one to the top', () => {
    const last = applyBoardMove(board, { itemKey: 'a', toColumn: 'IN_PROGRESS', index: 9 }, getKey);
    expect(ids(last).IN_PROGRESS).toEqual(['d', 'e', 'a']);
    const first = applyBoardMove(board, { itemKey: 'c', toColumn: 'PENDING', index: -3 }, getKey);
    expect(ids(first).PENDING).toEqual(['c', 'a', 'b']);
  });

  it('keeps untouched columns and the input as they were', () => {
    const moved = applyBoardMove(
      board,
      { itemKey: 'b', toColumn: 'IN_PROGRESS', index: 0 },
      getKey,
    );
    expect(moved[2]).toBe(board[2]);
    expect(ids(board)).toEqual({ PENDING: ['a', 'b', 'c'], IN_PROGRESS: ['d', 'e'], FAILED: [] });
  });

  it('changes nothing for an unknown card or column', () => {
    expect(applyBoardMove(board, { itemKey: 'zz', toColumn: 'FAILED', index: 0 }, getKey)).toBe(
      board,
    );
    expect(applyBoardMove(board, { itemKey: 'a', toColumn: 'NOPE', index: 0 }, getKey)).toBe(board);
  });

  it('keeps the extra fields of a column', () => {
    const withAccent = board.map((column) => ({ ...column, accent: `${String(column.id)}-x` }));
    const moved = applyBoardMove(
      withAccent,
      { itemKey: 'a', toColumn: 'FAILED', index: 0 },
      getKey,
    );
    expect(moved.map((column) => column.accent)).toEqual([
      'PENDING-x',
      'IN_PROGRESS-x',
      'FAILED-x',
    ]);
  });
});
