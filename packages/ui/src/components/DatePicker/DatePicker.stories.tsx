import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

/** The stories' frozen "today": 9 March 2026. */
const today = new CalendarDate(2026, 3, 9);

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'First symptoms date', onChange: fn() },
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text of a field without the invisible bidi isolation marks react-aria puts around times. */
const shownText = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

export const Basic: Story = {
  args: { defaultValue: today },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'First symptoms date' })).toHaveTextContent(
      '09/03/2026',
    );
    // Keyboard: Tab through the segments to the calendar button, open it, move a day back.
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /\b9 March 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 8));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const MaxNow: Story = {
  args: { maxValue: today, defaultValue: today, defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /\b10 March 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      within(dialog).getByRole('button', { name: /\b8 March 2026/ }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Invalid format' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid format')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: today },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /calendar/i })).toBeDisabled();
  },
};

/** With `granularity="minute"`: DD/MM/YYYY HH:mm, and a time field under the calendar. */
export const WithTime: StoryObj<typeof DatePicker<CalendarDateTime>> = {
  args: {
    label: 'Qualification date',
    granularity: 'minute',
    defaultValue: new CalendarDateTime(2026, 3, 9, 7, 5),
    defaultOpen: true,
  },
  render: (args) => <DatePicker<CalendarDateTime> {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      shownText(within(canvasElement).getByRole('group', { name: 'Qualification date' })),
    ).toContain('09/03/2026 07:05');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('group', { name: 'Time' })).toHaveTextContent('07:05');
  },
};
