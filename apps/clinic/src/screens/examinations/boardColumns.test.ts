import { describe, expect, it } from 'vitest';
import { boardColumnsOf, serverOrderOf } from './boardColumns';
import { examinationFixture } from './examinationFixture.test-support';

const title = (status: string) => status.toLowerCase();

describe('boardColumnsOf', () => {
  it('makes one column per status but DEFAULT, whose cards sit under FOR_DESCRIPTION', () => {
    const fresh = examinationFixture({ status: 'DEFAULT' });
    const columns = boardColumnsOf([fresh], [fresh._id], title);
    expect(columns.map((column) => column.id)).toEqual([
      'PENDING',
      'IN_PROGRESS',
      'FOR_DESCRIPTION',
      'DESCRIBED',
      'FINISHED',
      'FAILED',
      'ARCHIVED',
    ]);
    expect(columns.find((column) => column.id === 'FOR_DESCRIPTION')?.items).toEqual([fresh]);
    expect(columns[0]?.title).toBe('pending');
  });

  it('orders cards as the board order says', () => {
    const first = examinationFixture({ status: 'PENDING', boardPosition: 1 });
    const second = examinationFixture({ status: 'PENDING', boardPosition: 0 });
    const columns = boardColumnsOf([first, second], [first._id, second._id], title);
    expect(columns[0]?.items).toEqual([first, second]);
  });

  it('appends examinations missing from the order to their column by board position', () => {
    const listed = examinationFixture({ status: 'FAILED', boardPosition: 0 });
    const laterMissing = examinationFixture({ status: 'FAILED', boardPosition: 7 });
    const earlierMissing = examinationFixture({ status: 'FAILED', boardPosition: 3 });
    const columns = boardColumnsOf(
      [laterMissing, listed, earlierMissing],
      [listed._id, 'a-deleted-id'],
      title,
    );
    expect(columns.find((column) => column.id === 'FAILED')?.items).toEqual([
      listed,
      earlierMissing,
      laterMissing,
    ]);
  });
});

describe('serverOrderOf', () => {
  const column = (items: ReturnType<typeof examinationFixture>[]) => ({
    id: 'PENDING' as const,
    title: 'Pending',
    items,
  });

  it('takes the position of the card it lands before, from another column', () => {
    const a = examinationFixture({ status: 'PENDING', boardPosition: 4 });
    const b = examinationFixture({ status: 'PENDING', boardPosition: 9 });
    const moved = examinationFixture({ status: 'FAILED', boardPosition: 0 });
    expect(serverOrderOf(column([a, b]), moved, 0)).toBe(4);
    expect(serverOrderOf(column([a, b]), moved, 1)).toBe(9);
    expect(serverOrderOf(column([a, b]), moved, 2)).toBe(10);
  });

  it('counts positions after the card left its old place when it moves down its own column', () => {
    const moved = examinationFixture({ status: 'PENDING', boardPosition: 0 });
    const a = examinationFixture({ status: 'PENDING', boardPosition: 1 });
    const b = examinationFixture({ status: 'PENDING', boardPosition: 2 });
    // Dropped between a and b: after removal a is at 0 and b at 1, so the card goes to 1.
    expect(serverOrderOf(column([moved, a, b]), moved, 1)).toBe(1);
    expect(serverOrderOf(column([moved, a, b]), moved, 2)).toBe(2);
    // Moving up is not shifted.
    expect(
      serverOrderOf(
        column([a, b, { ...moved, boardPosition: 2 }]),
        { ...moved, boardPosition: 2 },
        0,
      ),
    ).toBe(1);
  });

  it('appends to a column that shows no other card', () => {
    const moved = examinationFixture({ status: 'FAILED' });
    expect(serverOrderOf(column([]), moved, 0)).toBeUndefined();
  });
});
