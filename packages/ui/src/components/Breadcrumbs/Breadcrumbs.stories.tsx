import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'patients', label: 'Patients', href: '#patients' },
      { id: 'patient', label: 'Jan Nowak', href: '#patient' },
      { id: 'report', label: 'Report' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(navigation).getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'href',
      '#patients',
    );
    await expect(within(navigation).getByText('Report')).toHaveAttribute('aria-current', 'page');
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Percorso di navigazione' }),
    ).toBeInTheDocument();
  },
};
