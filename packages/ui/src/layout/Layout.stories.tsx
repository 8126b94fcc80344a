import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';
import { Inline } from './Inline';
import { Stack } from './Stack';

function Tile({ children }: { children: string }) {
  return (
    <Box padding="medium" background="surface" borderRadius="medium" boxShadow="low">
      {children}
    </Box>
  );
}

const meta = {
  title: 'Foundations/Layout',
  component: Stack,
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfTiles: Story = {
  render: () => (
    <Stack space="large">
      <Tile>First</Tile>
      <Tile>Second</Tile>
      <Tile>Third</Tile>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('First').getBoundingClientRect();
    const second = canvas.getByText('Second').getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(16);
  },
};

export const InlineWrapping: Story = {
  render: () => (
    <Box style={{ maxInlineSize: 260 }}>
      <Inline space="small">
        {['Polysomnography', 'Holter ECG', 'Oximetry', 'Spirometry'].map((name) => (
          <Tile key={name}>{name}</Tile>
        ))}
      </Inline>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Polysomnography').getBoundingClientRect();
    const last = canvas.getByText('Spirometry').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

export const ResponsiveBox: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Responsive"
      display={{ mobile: 'block', tablet: 'flex' }}
      gap="large"
    >
      <Tile>Side</Tile>
      <Tile>Main</Tile>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Responsive' }),
    ).toBeInTheDocument();
  },
};
