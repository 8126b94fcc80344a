import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Temperature units',
    onChange: fn(),
    children: [
      <Radio key="celsius" value="celsius">
        Celsius (°C)
      </Radio>,
      <Radio key="fahrenheit" value="fahrenheit">
        Fahrenheit (°F)
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  args: { defaultValue: 'celsius' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Temperature units' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Celsius (°C)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('fahrenheit');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'fahrenheit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Field is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Field is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'celsius' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};
