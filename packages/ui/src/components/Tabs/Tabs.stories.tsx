import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Typography/Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function SettingsTabs(props: {
  onSelectionChange: (key: unknown) => void;
  disabledKeys?: string[];
}) {
  return (
    <Tabs onSelectionChange={props.onSelectionChange} disabledKeys={props.disabledKeys}>
      <TabList aria-label="Settings">
        <Tab id="profile">Profile</Tab>
        <Tab id="units">Units</Tab>
        <Tab id="security">Security</Tab>
      </TabList>
      <TabPanel id="profile">
        <Text>Name, date of birth and avatar.</Text>
      </TabPanel>
      <TabPanel id="units">
        <Text>Temperature and length units.</Text>
      </TabPanel>
      <TabPanel id="security">
        <Text>Email and password.</Text>
      </TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: SettingsTabs,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof SettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Units' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('units');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Temperature and length units.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Email and password.');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['security'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
