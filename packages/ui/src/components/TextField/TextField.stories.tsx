import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'doctor@demo.telemed.test');
    await expect(input).toHaveValue('doctor@demo.telemed.test');
    await expect(args.onChange).toHaveBeenLastCalledWith('doctor@demo.telemed.test');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the confirmation link to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription(
      'We send the confirmation link to this address.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Value is not a valid email address',
    defaultValue: 'not-an-email',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Value is not a valid email address');
  },
};

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria', errorMessage: 'Field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'nurse@demo.telemed.test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
