import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import type { Selection as SelectedKeys, SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BoardStatus } from '@telemed/domain';
import { StatusBadge } from '../Badge/Badge';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';
import type { TableProps } from './Table';

interface ExaminationRow {
  id: string;
  status: BoardStatus;
  type: string;
  patient: string;
  duration: string;
  start: string;
}

const examinations: ExaminationRow[] = [
  {
    id: 'e1',
    status: 'IN_PROGRESS',
    type: 'Holter ECG',
    patient: 'Nowak Anna',
    duration: '24 h 00 min 00 s',
    start: '2026-11-21 08:30',
  },
  {
    id: 'e2',
    status: 'FOR_DESCRIPTION',
    type: 'ABPM',
    patient: 'Kowalski Jan',
    duration: '12 h 30 min 00 s',
    start: '2026-11-19 14:00',
  },
  {
    id: 'e3',
    status: 'FINISHED',
    type: 'Sleep study',
    patient: 'Rossi Maria',
    duration: '08 h 15 min 20 s',
    start: '2026-11-20 22:10',
  },
  {
    id: 'e4',
    status: 'PENDING',
    type: 'COVID',
    patient: 'Papadopoulou Eleni',
    duration: '00 h 45 min 00 s',
    start: '2026-11-22 09:00',
  },
];

/** DD/MM/YYYY HH:mm, as the list shows dates (platform-core §2). */
function shownDate(isoLike: string): string {
  const [date = '', time = ''] = isoLike.split(' ');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}

interface ExaminationsTableProps extends TableProps {
  rows?: ExaminationRow[];
  emptyText?: string;
  rowHref?: (row: ExaminationRow) => string;
}

function ExaminationsTable({
  rows = examinations,
  emptyText,
  rowHref,
  ...props
}: ExaminationsTableProps) {
  return (
    <Table {...props}>
      <TableHeader>
        <Column id="status" allowsSorting={!!props.onSortChange}>
          Status
        </Column>
        <Column id="type" isRowHeader allowsSorting={!!props.onSortChange}>
          Examination
        </Column>
        <Column id="patient" allowsSorting={!!props.onSortChange}>
          Patient
        </Column>
        <Column id="duration">Duration</Column>
        <Column id="start" allowsSorting={!!props.onSortChange}>
          Start date
        </Column>
      </TableHeader>
      <TableBody items={rows} emptyText={emptyText}>
        {(row) => (
          <Row id={row.id} href={rowHref?.(row)}>
            <Cell>
              <StatusBadge status={row.status} />
            </Cell>
            <Cell>{row.type}</Cell>
            <Cell>{row.patient}</Cell>
            <Cell>{row.duration}</Cell>
            <Cell>{shownDate(row.start)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** The data rows' accessible text, header row left out. */
function dataRows(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole('row').slice(1);
}

const meta = {
  title: 'Data display/Table',
  component: Table,
  args: { 'aria-label': 'Examinations' },
  render: (args) => <ExaminationsTable {...args} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Examinations' });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(5);
    await expect(dataRows(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'ABPM' })).toBeInTheDocument();
  },
};

function SortableTable(args: TableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'patient',
    direction: 'ascending',
  });
  const rows = useMemo(() => {
    const column = sortDescriptor.column as keyof ExaminationRow;
    const sorted = [...examinations].sort((a, b) => a[column].localeCompare(b[column]));
    return sortDescriptor.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sortDescriptor]);
  return (
    <ExaminationsTable
      {...args}
      rows={rows}
      sortDescriptor={sortDescriptor}
      onSortChange={setSortDescriptor}
    />
  );
}

/** Clicking a header sorts by it; clicking it again toggles the direction. */
export const Sortable: Story = {
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const patient = canvas.getByRole('columnheader', { name: 'Patient' });
    const firstPatient = () => within(dataRows(canvasElement)[0]!).getAllByRole('gridcell')[1];
    await expect(patient).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstPatient()).toHaveTextContent('Kowalski Jan');

    await userEvent.click(patient);
    await expect(patient).toHaveAttribute('aria-sort', 'descending');
    await expect(firstPatient()).toHaveTextContent('Rossi Maria');

    await userEvent.click(patient);
    await expect(patient).toHaveAttribute('aria-sort', 'ascending');

    const start = canvas.getByRole('columnheader', { name: 'Start date' });
    await userEvent.click(start);
    await expect(start).toHaveAttribute('aria-sort', 'ascending');
    await expect(patient).toHaveAttribute('aria-sort', 'none');
    await expect(firstPatient()).toHaveTextContent('Kowalski Jan');
    await expect(canvas.getByRole('columnheader', { name: 'Duration' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** Without rows the table shows the generic empty text. */
export const Empty: Story = {
  render: (args) => <ExaminationsTable {...args} rows={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to show')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-empty]')).not.toBeNull();
  },
};

/** The caller's own empty text, as the examinations list passes it. */
export const EmptyWithText: Story = {
  render: (args) => <ExaminationsTable {...args} rows={[]} emptyText="No examinations to show" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No examinations to show')).toBeInTheDocument();
  },
};

export const EmptyPolishDark: Story = {
  ...Empty,
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Brak danych do wyświetlenia'),
    ).toBeInTheDocument();
  },
};

/** Skeleton rows while the page loads; one "Loading…" status for them all. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('Holter ECG')).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-variant="text"]')).toHaveLength(25);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

const navigate = fn();

/** Rows open the examination; arrow keys move between rows and Enter opens one. */
export const RowLinks: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <ExaminationsTable {...args} rowHref={(row) => `/clinic/team-1/examinations/${row.id}`} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const rows = dataRows(canvasElement);
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await expect(navigate.mock.calls[0]![0]).toBe('/clinic/team-1/examinations/e2');

    await userEvent.click(within(rows[2]!).getByText('Sleep study'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    await expect(navigate.mock.calls[1]![0]).toBe('/clinic/team-1/examinations/e3');
  },
};

function SelectableTable(args: TableProps) {
  const [selectedKeys, setSelectedKeys] = useState<SelectedKeys>(new Set());
  return (
    <ExaminationsTable {...args} selectedKeys={selectedKeys} onSelectionChange={setSelectedKeys} />
  );
}

/** Multiple selection with checkboxes, a "select all" in the header, and Space on a row. */
export const Selection: Story = {
  args: { selectionMode: 'multiple' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = dataRows(canvasElement);
    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');

    const selectAll = within(canvas.getAllByRole('row')[0]!).getByRole('checkbox');
    await userEvent.click(selectAll);
    for (const row of rows) await expect(row).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selectAll);
    for (const row of rows) await expect(row).toHaveAttribute('aria-selected', 'false');
  },
};

/** One row at a time. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement }) => {
    const rows = dataRows(canvasElement);
    await userEvent.click(within(rows[0]!).getByText('Holter ECG'));
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(rows[2]!).getByText('Sleep study'));
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'false');
  },
};

const manyExaminations = Array.from({ length: 20 }, (_, index) => ({
  ...examinations[index % examinations.length]!,
  id: `e${index + 1}`,
}));

/** The header stays in view while the rows scroll. */
export const StickyHeader: Story = {
  args: { maxBlockSize: 260 },
  render: (args) => <ExaminationsTable {...args} rows={manyExaminations} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Patient' });
    const scroller = canvas.getByRole('grid').parentElement!;
    scroller.scrollTop = 200;
    await waitFor(() =>
      expect(
        Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
      ).toBeLessThan(2),
    );
  },
};
