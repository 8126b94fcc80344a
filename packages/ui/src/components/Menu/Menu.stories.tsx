import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuTrigger } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSeparator } from './Menu';

function UserMenu({ onAction }: { onAction: (key: Key) => void }) {
  return (
    <MenuTrigger>
      <Button variant="ghost">Anna Kowalska</Button>
      <Menu onAction={(key) => onAction(key)}>
        <MenuItem id="settings" href="#settings">
          Settings
        </MenuItem>
        <MenuItem id="teams">Switch clinic</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" isDanger>
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Overlays/Menu',
  component: UserMenu,
  args: { onAction: fn() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anna Kowalska' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('teams');
  },
};

function TeamPicker({ onSelectionChange }: { onSelectionChange: (keys: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button variant="secondary">Telemed Demo Clinic</Button>
      <Menu
        selectionMode="single"
        defaultSelectedKeys={['demo']}
        onSelectionChange={(keys) => onSelectionChange(keys === 'all' ? keys : [...keys])}
      >
        <MenuItem id="demo">Telemed Demo Clinic</MenuItem>
        <MenuItem id="berlin">Schlaflabor Berlin</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export const SingleSelection: Story = {
  render: (args) => <TeamPicker onSelectionChange={args.onAction} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Telemed Demo Clinic' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Telemed Demo Clinic' }),
    ).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Schlaflabor Berlin' }));
    await expect(args.onAction).toHaveBeenCalledWith(['berlin']);
  },
};
