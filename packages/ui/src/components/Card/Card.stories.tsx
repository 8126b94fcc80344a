import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level={2} size="large">
          Polysomnography
        </Heading>
        <Text tone="secondary">Jan Nowak · assigned to Dr Anna Kowalska</Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Polysomnography' }),
    ).toBeInTheDocument();
  },
};

export const Region: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'team-heading',
    elevation: 'medium',
    children: (
      <>
        <Heading level={2} size="large" id="team-heading">
          Create a clinic
        </Heading>
        <Text>Give your clinic a name to invite its staff.</Text>
        <Button>Create</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Create a clinic' }),
    ).toBeInTheDocument();
  },
};

export const Flat: Story = {
  args: { elevation: 'flat' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Jan Nowak/)).toBeVisible();
  },
};
