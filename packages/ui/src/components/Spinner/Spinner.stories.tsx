import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Preloader, Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading…' }),
    ).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline space="large">
      <Spinner size="small" />
      <Spinner size="medium" />
      <Spinner size="large" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const PreloaderWithLabel: Story = {
  render: () => <Preloader label="Loading examinations…" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading examinations…' }),
    ).toBeInTheDocument();
  },
};
