import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Recognition', name: 'description', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Recognition' });
    await userEvent.type(textArea, 'Suspected obstructive sleep apnoea.{Enter}Snoring reported.');
    await expect(textArea).toHaveValue('Suspected obstructive sleep apnoea.\nSnoring reported.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Field too long' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Recognition' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Field too long');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Frozen examination' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
