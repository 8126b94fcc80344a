import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nothing to show' }),
    ).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No examinations to show',
    description: 'Examinations you add or that patients record appear here.',
    action: <Button>Add examination</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No examinations to show' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add examination' })).toBeInTheDocument();
  },
};
