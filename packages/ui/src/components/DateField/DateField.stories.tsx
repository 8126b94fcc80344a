import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField<CalendarDate>,
  args: { label: 'Date of birth', onChange: fn() },
} satisfies Meta<typeof DateField<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('02111984');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('1984-11-02'));
  },
};

export const Filled: Story = {
  args: { defaultValue: parseDate('1984-11-02') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('spinbutton', { name: /year/i }),
    ).toHaveTextContent('1984');
  },
};

export const GermanOrder: Story = {
  globals: { locale: 'de' },
  args: { label: 'Geburtsdatum', defaultValue: parseDate('1984-11-02') },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Geburtsdatum' });
    await expect(group).toHaveTextContent('02.11.1984');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Invalid format' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid format')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('1990-01-15') },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
