import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SELECTABLE_EXAMINATION_STATUSES } from '@telemed/domain';
import type { SelectableExaminationStatus } from '@telemed/domain';
import { formatDateTime } from '../../format/dateTime';
import { StatusDropdown } from '../StatusDropdown/StatusDropdown';
import { Text } from '../Typography/Text';
import { Board } from './Board';
import type { BoardProps } from './Board';
import { applyBoardMove } from './boardMove';
import type { BoardColumn, BoardMove } from './boardMove';

interface Examination {
  id: string;
  type: string;
  patient: string;
  physician?: string;
  start: string;
  end: string;
  status: SelectableExaminationStatus;
  archived?: boolean;
}

const examinations: Examination[] = [
  {
    id: 'e1',
    type: 'Holter ECG',
    patient: 'Anna Nowak',
    physician: 'Dr Piotr Zieliński',
    start: '2026-11-21T08:30:00Z',
    end: '2026-11-22T08:30:00Z',
    status: 'PENDING',
  },
  {
    id: 'e2',
    type: 'ABPM',
    patient: 'Jan Kowalski',
    start: '2026-11-22T09:00:00Z',
    end: '2026-11-23T09:00:00Z',
    status: 'PENDING',
  },
  {
    id: 'e3',
    type: 'Sleep study (PSG)',
    patient: 'Maria Rossi',
    physician: 'Dr Laura Bianchi',
    start: '2026-11-20T22:10:00Z',
    end: '2026-11-21T06:25:00Z',
    status: 'IN_PROGRESS',
  },
  {
    id: 'e4',
    type: 'Holter ECG',
    patient: 'Eleni Papadopoulou',
    physician: 'Dr Piotr Zieliński',
    start: '2026-11-18T10:15:00Z',
    end: '2026-11-20T10:15:00Z',
    status: 'FOR_DESCRIPTION',
  },
  {
    id: 'e5',
    type: 'Home sleep apnoea test',
    patient: 'Lukas Müller',
    physician: 'Dr Laura Bianchi',
    start: '2026-11-17T21:40:00Z',
    end: '2026-11-18T06:05:00Z',
    status: 'FOR_DESCRIPTION',
  },
  {
    id: 'e6',
    type: 'ABPM',
    patient: 'Carmen García',
    physician: 'Dr Piotr Zieliński',
    start: '2026-11-15T07:50:00Z',
    end: '2026-11-16T07:50:00Z',
    status: 'DESCRIBED',
  },
  {
    id: 'e7',
    type: 'COVID monitoring',
    patient: 'Tomasz Wiśniewski',
    physician: 'Dr Laura Bianchi',
    start: '2026-11-10T12:00:00Z',
    end: '2026-11-14T12:00:00Z',
    status: 'FINISHED',
  },
];

/** Columns by status in workflow order, cards in the given order (the board order). */
function columnsOf(
  items: readonly Examination[],
  title: (status: SelectableExaminationStatus) => string,
): BoardColumn<Examination>[] {
  return SELECTABLE_EXAMINATION_STATUSES.map((status) => ({
    id: status,
    title: title(status),
    items: items.filter((examination) => examination.status === status),
  }));
}

const examinationText = (examination: Examination) => `${examination.type}, ${examination.patient}`;

/** A card as the examinations board shows it: type, patient, physician, dates and status. */
function ExaminationCard({
  examination,
  onStatusChange,
  onArchivedChange,
}: {
  examination: Examination;
  onStatusChange: (status: SelectableExaminationStatus) => void;
  onArchivedChange: (archived: boolean) => void;
}) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Text as="strong" size="small" weight="bold">
        {examination.type}
      </Text>
      <Text as="span" size="small">
        {examination.patient}
      </Text>
      {examination.physician && (
        <Text as="span" size="xsmall" tone="secondary">
          {examination.physician}
        </Text>
      )}
      <Text as="span" size="xsmall" tone="secondary">
        <time dateTime={examination.start}>{formatDateTime(examination.start, 'UTC')}</time>
        {' – '}
        <time dateTime={examination.end}>{formatDateTime(examination.end, 'UTC')}</time>
      </Text>
      <div>
        <StatusDropdown
          status={examination.status}
          archived={examination.archived}
          examinationLabel={examinationText(examination)}
          onStatusChange={onStatusChange}
          onArchive={() => onArchivedChange(true)}
          onRestore={() => onArchivedChange(false)}
        />
      </div>
    </div>
  );
}

interface ExaminationBoardProps extends Pick<
  BoardProps<Examination>,
  'readOnly' | 'emptyText' | 'onMove'
> {
  items?: readonly Examination[];
}

/**
 * The examinations board: a card's column is its status. A drag sets status and position and
 * updates the local order at once (platform-core §4); the status dropdown moves a card too.
 */
function ExaminationBoard({ items = examinations, onMove, ...props }: ExaminationBoardProps) {
  const { t } = useTranslation('ui');
  const [board, setBoard] = useState<readonly BoardColumn<Examination>[]>(() =>
    columnsOf(items, (status) => status),
  );
  const getKey = (examination: Examination) => examination.id;
  const update = (id: string, change: Partial<Examination>) =>
    setBoard((columns) =>
      columns.map((column) => ({
        ...column,
        items: column.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
      })),
    );
  const move = (boardMove: BoardMove) => {
    onMove?.(boardMove);
    setBoard((columns) => applyBoardMove(columns, boardMove, getKey));
    update(String(boardMove.itemKey), {
      status: boardMove.toColumn as SelectableExaminationStatus,
    });
  };
  const changeStatus = (examination: Examination, status: SelectableExaminationStatus) => {
    const target = board.find((column) => column.id === status);
    move({
      itemKey: examination.id,
      fromColumn: examination.status,
      toColumn: status,
      index: target?.items.length ?? 0,
    });
  };
  return (
    <Board
      {...props}
      aria-label="Examinations by status"
      columns={board.map((column) => ({
        ...column,
        title: t(`examinationStatus.${column.id as SelectableExaminationStatus}`),
      }))}
      getKey={getKey}
      getCardText={examinationText}
      isCardDisabled={(examination) => examination.archived === true}
      onMove={move}
      renderCard={(examination) => (
        <ExaminationCard
          examination={examination}
          onStatusChange={(status) => changeStatus(examination, status)}
          onArchivedChange={(archived) => update(examination.id, { archived })}
        />
      )}
    />
  );
}

const meta = {
  title: 'Data display/Board',
  component: ExaminationBoard,
  args: { onMove: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ExaminationBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column's grid of cards, found by its accessible name (title and count). */
const columnList = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('grid', { name: (name) => name.startsWith(`${title}, `) });

/** The cards of a column, top to bottom, by their text. */
const cardsIn = (canvasElement: HTMLElement, name: string) =>
  within(columnList(canvasElement, name))
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-key'))
    .map((row) => row.getAttribute('data-key'));

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Examinations by status' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('grid')).toHaveLength(6);
    await expect(columnList(canvasElement, 'Pending')).toHaveAccessibleName('Pending, 2 cards');
    await expect(columnList(canvasElement, 'In progress')).toHaveAccessibleName(
      'In progress, 1 card',
    );
    await expect(canvas.getByRole('heading', { name: 'For description', level: 3 })).toBeVisible();
    await expect(cardsIn(canvasElement, 'For description')).toEqual(['e4', 'e5']);
    // The Failed column is empty.
    await expect(within(columnList(canvasElement, 'Failed')).getByText('No cards')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Drag / })).toHaveLength(7);
  },
};

export const BasicPolishDark: Story = {
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(columnList(canvasElement, 'Oczekujące')).toHaveAccessibleName(
      'Oczekujące, 2 karty',
    );
    await expect(columnList(canvasElement, 'W trakcie')).toHaveAccessibleName('W trakcie, 1 karta');
    await expect(
      within(columnList(canvasElement, 'Nieudane')).getByText('Brak kart'),
    ).toBeVisible();
  },
};

/** Picks up the focused card by its drag handle, as a keyboard user does. */
async function pickUpFocusedCard() {
  await userEvent.keyboard('{ArrowRight}');
  await expect(document.activeElement).toHaveAccessibleName(/^Drag /);
  await userEvent.keyboard('{Enter}');
}

/**
 * Keyboard only: Enter on a card's drag handle picks it up, Tab goes to the next column, arrows
 * choose the position, Enter drops. The card takes its new column and position.
 */
export const KeyboardMoveBetweenColumns: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(columnList(canvasElement, 'Pending')).getAllByRole('row')[0]).toHaveFocus();
    await pickUpFocusedCard();
    // The first drop target is the card's own place; Tab twice reaches For description.
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(document.activeElement).toHaveAccessibleName('Drop on For description, 2 cards');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Insert between Holter ECG, Eleni Papadopoulou and Home sleep apnoea test, Lukas Müller',
    );
    await userEvent.keyboard('{Enter}');

    await expect(args.onMove).toHaveBeenCalledOnce();
    await expect(args.onMove).toHaveBeenCalledWith({
      itemKey: 'e1',
      fromColumn: 'PENDING',
      toColumn: 'FOR_DESCRIPTION',
      index: 1,
    });
    await waitFor(() =>
      expect(cardsIn(canvasElement, 'For description')).toEqual(['e4', 'e1', 'e5']),
    );
    await expect(cardsIn(canvasElement, 'Pending')).toEqual(['e2']);
    await expect(columnList(canvasElement, 'For description')).toHaveAccessibleName(
      'For description, 3 cards',
    );
    // The dropped card keeps the focus, now in its new column, and shows its new status.
    const moved = within(columnList(canvasElement, 'For description')).getAllByRole('row')[1]!;
    await waitFor(() => expect(moved).toHaveFocus());
    await expect(within(moved).getByRole('button', { name: /^For description:/ })).toBeVisible();

    // Into an empty column: the column itself is the drop target.
    within(columnList(canvasElement, 'Pending')).getAllByRole('row')[0]!.focus();
    await pickUpFocusedCard();
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect(document.activeElement).toHaveAccessibleName('Drop on Failed, 0 cards');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith({
      itemKey: 'e2',
      fromColumn: 'PENDING',
      toColumn: 'FAILED',
      index: 0,
    });
    await waitFor(() => expect(cardsIn(canvasElement, 'Failed')).toEqual(['e2']));
    await expect(within(columnList(canvasElement, 'Pending')).getByText('No cards')).toBeVisible();
  },
};

export const KeyboardMoveBetweenColumnsDark: Story = {
  ...KeyboardMoveBetweenColumns,
  globals: { theme: 'dark' },
};

/** Keyboard only, within one column: the card moves down past its neighbour. */
export const KeyboardReorderWithinColumn: Story = {
  play: async ({ args, canvasElement }) => {
    const column = columnList(canvasElement, 'For description');
    within(column).getAllByRole('row')[0]!.focus();
    await pickUpFocusedCard();
    await expect(document.activeElement).toHaveAccessibleName(
      'Insert between Holter ECG, Eleni Papadopoulou and Home sleep apnoea test, Lukas Müller',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(
      'Insert after Home sleep apnoea test, Lukas Müller',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledOnce();
    await expect(args.onMove).toHaveBeenCalledWith({
      itemKey: 'e4',
      fromColumn: 'FOR_DESCRIPTION',
      toColumn: 'FOR_DESCRIPTION',
      index: 1,
    });
    await waitFor(() => expect(cardsIn(canvasElement, 'For description')).toEqual(['e5', 'e4']));

    // Dropped where it already is: nothing moves, nothing is sent.
    within(column).getAllByRole('row')[1]!.focus();
    await pickUpFocusedCard();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledOnce();
    await expect(cardsIn(canvasElement, 'For description')).toEqual(['e5', 'e4']);

    // Escape cancels a drag.
    within(column).getAllByRole('row')[0]!.focus();
    await pickUpFocusedCard();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(args.onMove).toHaveBeenCalledOnce();
    await expect(cardsIn(canvasElement, 'For description')).toEqual(['e5', 'e4']);
  },
};

/** A column with no cards shows the caller's empty text and still takes drops. */
export const EmptyColumns: Story = {
  args: {
    items: examinations.filter((examination) => examination.status === 'PENDING'),
    emptyText: 'No examinations',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No examinations')).toHaveLength(5);
    await expect(columnList(canvasElement, 'Finished')).toHaveAccessibleName('Finished, 0 cards');
    await expect(cardsIn(canvasElement, 'Pending')).toEqual(['e1', 'e2']);
  },
};

/**
 * Archived examinations: their cards stay on the board, aria-disabled and without a drag handle,
 * and their dimmed status dropdown still offers Restore (platform-core §2).
 */
export const DisabledCards: Story = {
  args: {
    items: examinations.map((examination) =>
      examination.id === 'e2' || examination.id === 'e5'
        ? { ...examination, archived: true }
        : examination,
    ),
  },
  play: async ({ canvasElement }) => {
    const pending = within(columnList(canvasElement, 'Pending')).getAllByRole('row');
    const [movable, archived] = pending as [HTMLElement, HTMLElement];
    await expect(archived).toHaveAttribute('aria-disabled', 'true');
    await expect(archived).not.toHaveAttribute('draggable');
    await expect(movable).not.toHaveAttribute('aria-disabled');
    await expect(movable).toHaveAttribute('draggable', 'true');
    await expect(within(archived).queryByRole('button', { name: /^Drag / })).toBeNull();
    await expect(within(movable).getByRole('button', { name: /^Drag / })).toBeVisible();

    // Still reachable from the keyboard: ArrowRight skips the missing handle to the status.
    archived.focus();
    await userEvent.keyboard('{ArrowRight}');
    const status = within(archived).getByRole('button', { name: /^Archived:/ });
    await expect(status).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Restore' }));
    await waitFor(() => expect(archived).not.toHaveAttribute('aria-disabled'));
    await expect(archived).toHaveAttribute('draggable', 'true');
  },
};

export const DisabledCardsPolishDark: Story = {
  ...DisabledCards,
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const archived = within(columnList(canvasElement, 'Oczekujące')).getAllByRole('row')[1]!;
    await expect(archived).toHaveAttribute('aria-disabled', 'true');
    await expect(within(archived).getByRole('button', { name: /^Zarchiwizowane:/ })).toBeVisible();
  },
};

/** For roles that may not drag (platform-core §6): no handles, no drop targets, still navigable. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^Drag / })).toHaveLength(0);
    await expect(canvasElement.querySelector('[draggable]')).toBeNull();
    await expect(canvasElement.querySelector('[data-allows-dragging]')).toBeNull();

    await userEvent.tab();
    const rows = within(columnList(canvasElement, 'Pending')).getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    // Enter neither picks the card up nor moves it.
    await userEvent.keyboard('{Enter}{Tab}{Enter}');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(cardsIn(canvasElement, 'Pending')).toEqual(['e1', 'e2']);
  },
};

const patients = [
  'Anna Nowak',
  'Jan Kowalski',
  'Maria Rossi',
  'Eleni Papadopoulou',
  'Lukas Müller',
  'Carmen García',
  'Tomasz Wiśniewski',
  'Giulia Romano',
  'Sofia Hoffmann',
  'Nikos Georgiou',
];
const types = ['Holter ECG', 'ABPM', 'Sleep study (PSG)', 'Home sleep apnoea test'];

/** 60 examinations, ten to a status, with start dates a day apart. */
const manyExaminations: Examination[] = Array.from({ length: 60 }, (_, index) => {
  const start = Date.UTC(2026, 9, 1, 8) + index * 86_400_000;
  return {
    id: `m${index + 1}`,
    type: types[index % types.length]!,
    patient: patients[index % patients.length]!,
    start: new Date(start).toISOString(),
    end: new Date(start + 86_400_000).toISOString(),
    status: SELECTABLE_EXAMINATION_STATUSES[index % SELECTABLE_EXAMINATION_STATUSES.length]!,
  };
});

/** A busy clinic: the columns grow and the board scrolls. */
export const ManyCards: Story = {
  args: { items: manyExaminations },
  play: async ({ canvasElement }) => {
    for (const name of [
      'Pending',
      'In progress',
      'For description',
      'Described',
      'Finished',
      'Failed',
    ])
      await expect(columnList(canvasElement, name)).toHaveAccessibleName(`${name}, 10 cards`);
    const rows = within(columnList(canvasElement, 'Failed')).getAllByRole('row');
    rows[0]!.focus();
    await userEvent.keyboard('{End}');
    await expect(rows[9]).toHaveFocus();
    await expect(rows[9]).toHaveAttribute('data-key', 'm60');
  },
};

/** 187 examinations waiting for a description, as a busy clinic's column may hold. */
const longColumn: Examination[] = Array.from({ length: 187 }, (_, index) => {
  const start = Date.UTC(2026, 5, 1, 8) + index * 3_600_000;
  return {
    id: `l${index + 1}`,
    type: types[index % types.length]!,
    patient: `${patients[index % patients.length]!} ${index + 1}`,
    start: new Date(start).toISOString(),
    end: new Date(start + 86_400_000).toISOString(),
    status: 'FOR_DESCRIPTION',
  };
});

/**
 * A column of 187 cards scrolls on its own and draws only the cards in its view, so it opens as
 * quickly as a short one; the keyboard still reaches every card (End, the last; Home, the first)
 * and each row tells its place among all 187.
 */
export const LongColumn: Story = {
  args: { items: longColumn },
  play: async ({ args, canvasElement }) => {
    const column = columnList(canvasElement, 'For description');
    await expect(column).toHaveAccessibleName('For description, 187 cards');
    const drawn = within(column).getAllByRole('row');
    await expect(drawn.length).toBeLessThan(20);
    drawn[0]!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(column.querySelector('[data-key="l187"]')).toHaveFocus());
    await expect(column.querySelector('[data-key="l187"]')).toHaveAttribute('aria-rowindex', '187');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(column.querySelector('[data-key="l1"]')).toHaveFocus());
    // Back at the top (the first card sits below the list's padding, kept for its focus ring).
    await waitFor(() => expect(column.scrollTop).toBeLessThanOrEqual(6));

    // A card moves out of the long column by keyboard, as out of a short one.
    await pickUpFocusedCard();
    for (let step = 0; step < 6 && !/^Drop on Described/.test(accessibleNameOfFocus()); step += 1)
      await userEvent.keyboard('{Tab}');
    await expect(document.activeElement).toHaveAccessibleName('Drop on Described, 0 cards');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith({
      itemKey: 'l1',
      fromColumn: 'FOR_DESCRIPTION',
      toColumn: 'DESCRIBED',
      index: 0,
    });
    await waitFor(() =>
      expect(columnList(canvasElement, 'For description')).toHaveAccessibleName(
        'For description, 186 cards',
      ),
    );
    await expect(cardsIn(canvasElement, 'Described')).toEqual(['l1']);
  },
};

/** The accessible name of the focused drop target (react-aria names it by aria-labelledby). */
function accessibleNameOfFocus(): string {
  const ids = document.activeElement?.getAttribute('aria-labelledby')?.split(' ') ?? [];
  return ids
    .map((id) => {
      const part = document.getElementById(id);
      return part?.getAttribute('aria-label') ?? part?.textContent ?? '';
    })
    .join(' ');
}
