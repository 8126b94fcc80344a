import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TrendChart } from './TrendChart';
import type { TrendPoint } from './trendLayout';

/** Three weeks of a patient's systolic pressure in cardiac rehabilitation, two days missed. */
const systolic: TrendPoint[] = [
  ['2026-05-01', 148],
  ['2026-05-02', 145],
  ['2026-05-03', 146],
  ['2026-05-05', 141],
  ['2026-05-06', 139],
  ['2026-05-07', 142],
  ['2026-05-08', 137],
  ['2026-05-09', 136],
  ['2026-05-10', 138],
  ['2026-05-12', 133],
  ['2026-05-13', 131],
  ['2026-05-14', 132],
  ['2026-05-15', 129],
  ['2026-05-16', 128],
  ['2026-05-17', 130],
  ['2026-05-18', 127],
  ['2026-05-19', 126],
  ['2026-05-20', 128],
  ['2026-05-21', 124],
].map(([date, value]) => ({ date: date as string, value: value as number }));

const meta = {
  title: 'Data display/TrendChart',
  component: TrendChart,
  args: { title: 'Blood pressure', valueLabel: 'Systolic (mmHg)', points: systolic },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Systolic pressure falling over three weeks: one image, named and summed up in words. */
export const Falling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Blood pressure' });
    await expect(chart).toHaveAccessibleDescription(
      '19 readings of Systolic (mmHg) from 01/05/2026 to 21/05/2026: lowest 124, highest 148, latest 124.',
    );
    // The line passes through a point per reading, the first day at the start.
    await expect(chart.querySelectorAll('circle')).toHaveLength(19);
    await expect(canvas.getByText('01/05/2026')).toBeInTheDocument();
    await expect(canvas.getByText('21/05/2026')).toBeInTheDocument();
  },
};

/** The readings as a table, the view assistive technology reads best. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('grid', { name: 'Blood pressure' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(20);
    await expect(rows[1]).toHaveTextContent('01/05/2026148');
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toBeInTheDocument();
  },
};

/** One reading of a temperature in Polish: a point in the middle, the decimal comma. */
export const OneReadingPolish: Story = {
  args: {
    title: 'Temperatura',
    valueLabel: 'Temperatura (°C)',
    points: [{ date: '2026-05-02', value: 36.6 }],
  },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Temperatura' });
    await expect(chart).toHaveAccessibleDescription(/najniższy 36,6/);
  },
};

/** No readings yet: said, not an empty frame. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No answers yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
