import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Height',
    unit: 'cm',
    step: 1,
    defaultValue: 172,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Height (cm)' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('173');
    await expect(args.onChange).toHaveBeenCalledWith(173);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('171');
  },
};

export const DecimalStep: Story = {
  args: {
    label: 'Body temperature',
    unit: '°C',
    step: 0.1,
    defaultValue: 36.6,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Body temperature (°C)' })).toHaveValue(
      '36.7',
    );
  },
};

/** A value out of any sensible range is kept as typed: the form's validation says what is wrong. */
export const KeepsWhatWasTyped: Story = {
  args: { isInvalid: true, errorMessage: 'The height must be between 20 and 300 cm' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Height (cm)' });
    await userEvent.clear(input);
    await userEvent.type(input, '999');
    await userEvent.tab();
    await expect(input).toHaveValue('999');
    await expect(args.onChange).toHaveBeenLastCalledWith(999);
    await expect(canvas.getByText('The height must be between 20 and 300 cm')).toBeVisible();
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: {
    label: 'Temperatura ciała',
    unit: '°C',
    step: 0.1,
    defaultValue: 36.6,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Temperatura ciała (°C)' })).toHaveValue(
      '36,6',
    );
    await expect(canvas.getByRole('button', { name: /Zwiększ/ })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Invalid format' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
