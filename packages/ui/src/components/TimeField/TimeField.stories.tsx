import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField<Time>,
  args: { label: 'Start time', onChange: fn() },
} satisfies Meta<typeof TimeField<Time>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /hour/i }));
    await userEvent.keyboard('1430');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(14, 30));
    // 24-hour clock: no AM/PM segment.
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(2);
  },
};

export const Filled: Story = {
  args: { defaultValue: new Time(7, 5) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Start time' }),
    ).toHaveTextContent('07:05');
  },
};

export const Greek: Story = {
  globals: { locale: 'el' },
  args: { label: 'Ώρα έναρξης', defaultValue: new Time(19, 45) },
  play: async ({ canvasElement }) => {
    // Greek defaults to a 12-hour clock; the field keeps 24 hours.
    await expect(
      within(canvasElement).getByRole('group', { name: 'Ώρα έναρξης' }),
    ).toHaveTextContent('19:45');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Field is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Field is required')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new Time(9, 0) },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
