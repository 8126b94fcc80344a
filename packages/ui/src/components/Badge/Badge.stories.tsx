import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOARD_STATUSES } from '@telemed/domain';
import { Inline } from '../../layout/Inline';
import { Badge, StatusBadge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Doctor' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Inline>
      <Badge>Patient</Badge>
      <Badge tone="info">Doctor</Badge>
      <Badge tone="success">Confirmed</Badge>
      <Badge tone="warning">Invited</Badge>
      <Badge tone="error">Blocked</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invited')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};

export const ExaminationStatuses: Story = {
  render: () => (
    <Inline>
      {BOARD_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
      <StatusBadge status="DEFAULT" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In progress')).toHaveAttribute('data-status', 'IN_PROGRESS');
    // DEFAULT is shown as FOR_DESCRIPTION.
    await expect(canvas.getAllByText('For description')).toHaveLength(2);
  },
};

export const ExaminationStatusesPolishDark: Story = {
  ...ExaminationStatuses,
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zarchiwizowane')).toHaveAttribute(
      'data-status',
      'ARCHIVED',
    );
  },
};
