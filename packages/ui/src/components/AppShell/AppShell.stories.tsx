import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Avatar } from '../Avatar/Avatar';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import { AppShell } from './AppShell';
import { ADMINISTRATOR_TOP_BAR_HEIGHT, TOP_BAR_HEIGHT } from './AppShell.css';
import { SideNavigation } from './SideNavigation';

const areas = [
  { id: 'examinations', href: '#examinations', label: 'Examinations' },
  { id: 'members', href: '#members', label: 'Patients' },
  { id: 'programs', href: '#programs', label: 'Programs' },
  { id: 'settings', href: '#settings', label: 'Clinic settings' },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    topBar: (
      <Inline justify="space-between" alignY="center" style={{ inlineSize: '100%' }}>
        <Text weight="bold">Telemed Demo Clinic</Text>
        <Avatar name="Anna Kowalska" size="small" />
      </Inline>
    ),
    navigation: <SideNavigation items={areas} currentId="examinations" />,
    children: (
      <>
        <Heading level={1}>Examinations</Heading>
        <Text tone="secondary">No examinations to show</Text>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(TOP_BAR_HEIGHT);
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Examinations' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Administrator: Story = {
  args: { isAdministrator: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBe(ADMINISTRATOR_TOP_BAR_HEIGHT);
  },
};

export const WithoutNavigation: Story = {
  args: { navigation: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
