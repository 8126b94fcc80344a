import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Heading } from './Heading';
import { Text } from './Text';

const meta = {
  title: 'Foundations/Typography',
  component: Heading,
  args: { level: 1, children: 'Examinations' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <Stack space="large">
      <Heading level={1}>Heading level 1</Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Heading level={4}>Heading level 4</Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(4);
  },
};

export const LevelAndSizeApart: Story = {
  args: { level: 2, size: 'xxxlarge', children: 'A level-2 heading that looks big' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};

export const BodyText: Story = {
  render: () => (
    <Stack>
      <Text size="large">Large body text for introductions.</Text>
      <Text>Regular body text, 16 px, the default.</Text>
      <Text tone="secondary" size="small">
        Secondary small text for hints and metadata.
      </Text>
      <Text tone="critical" weight="bold">
        Critical text for errors.
      </Text>
      <Text tone="positive" weight="medium">
        Positive text for confirmations.
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Critical text for errors.').tagName).toBe('P');
  },
};
