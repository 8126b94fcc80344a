import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
  decorators: [
    (Story) => (
      <SkeletonGroup>
        <Story />
      </SkeletonGroup>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { inlineSize: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    const skeleton = canvasElement.querySelector('[data-variant="text"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Rect: Story = {
  args: { variant: 'rect', inlineSize: 240, blockSize: 120 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-variant="rect"]')!;
    await expect(skeleton.getBoundingClientRect().height).toBe(120);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', inlineSize: 48 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-variant="circle"]')!.getBoundingClientRect();
    await expect(box.width).toBe(48);
    await expect(box.height).toBe(48);
  },
};

/** A card-shaped group: one status for all placeholders. */
export const Group: Story = {
  render: () => (
    <Inline space="medium">
      <Skeleton variant="circle" inlineSize={48} />
      <Stack space="xsmall">
        <Skeleton inlineSize={220} />
        <Skeleton inlineSize={160} />
        <Skeleton variant="rect" inlineSize={320} blockSize={96} />
      </Stack>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"][data-variant]')).toHaveLength(
      4,
    );
  },
};

export const PolishDark: Story = {
  ...Text,
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ładowanie…');
  },
};
