import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';

const countries = [
  { id: 'PL', name: 'Poland' },
  { id: 'DE', name: 'Germany' },
  { id: 'FR', name: 'France' },
  { id: 'GB', name: 'United Kingdom' },
];

const meta = {
  title: 'Forms/Select',
  component: Select<{ id: string; name: string }>,
  args: {
    label: 'Country',
    items: countries,
    onSelectionChange: fn(),
    children: (country: { id: string; name: string }) => (
      <SelectItem id={country.id}>{country.name}</SelectItem>
    ),
  },
} satisfies Meta<typeof Select<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Germany' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('DE');
    await waitFor(() => expect(trigger).toHaveTextContent('Germany'));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('DE');
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Field is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Field is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'PL' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Country/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Poland');
  },
};
