import { CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RangeValue } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangePreset } from './DateRangePicker';

/** The stories' frozen "now": 9 March 2026, 10:30. */
const now = new CalendarDateTime(2026, 3, 9, 10, 30);
/** The add-examination form's default range: the last 24 hours (platform-core §5). */
const last24Hours: RangeValue<CalendarDateTime> = { start: now.subtract({ hours: 24 }), end: now };
/** The add-examination presets: next 8 hours and next 14 days, both from now. */
const examinationPresets: DateRangePreset<CalendarDateTime>[] = [
  { id: 'next8Hours', range: () => ({ start: now, end: now.add({ hours: 8 }) }) },
  { id: 'next14Days', range: () => ({ start: now, end: now.add({ days: 14 }) }) },
];

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker<CalendarDateTime>,
  args: {
    label: 'Examination period',
    defaultValue: last24Hours,
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker<CalendarDateTime>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text of a field without the invisible bidi isolation marks react-aria puts around times. */
const shownText = (element: HTMLElement) =>
  (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Examination period' });

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownText(field(canvasElement))).toContain('08/03/2026 10:30–09/03/2026 10:30');
  },
};

export const WithPresets: Story = {
  args: { presets: examinationPresets, isClearable: false },
  play: async ({ args, canvasElement }) => {
    // Keyboard: focus the first segment, open the popover with Alt+ArrowDown.
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next 8 hours' }));
    // Nothing applies before Save.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: now,
      end: new CalendarDateTime(2026, 3, 9, 18, 30),
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(shownText(field(canvasElement))).toContain('09/03/2026 10:30–09/03/2026 18:30');
  },
};

export const CancelRestores: Story = {
  args: { presets: examinationPresets },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    let dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next 14 days' }));
    await expect(shownText(field(canvasElement))).toContain('23/03/2026 10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(shownText(field(canvasElement))).toContain('08/03/2026 10:30–09/03/2026 10:30');
    // Escape discards too.
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next 8 hours' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(shownText(field(canvasElement))).toContain('08/03/2026 10:30–09/03/2026 10:30');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MaxNow: Story = {
  args: { presets: examinationPresets, maxValue: now, defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    // Days after now cannot be chosen.
    const tenth = within(dialog).getByRole('button', { name: /\b10 March 2026/ });
    await expect(tenth).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next 14 days' }));
    await expect(
      within(dialog).getByText('The range ends after the latest allowed date'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: { start: now, end: now } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Start date cannot be greater than or equal to end date'),
    ).toBeInTheDocument();
  },
};

/** Rules of the caller, e.g. from `@telemed/forms`, come in through `validate`. */
export const CustomRule: Story = {
  args: {
    presets: examinationPresets,
    defaultOpen: true,
    validate: (range) =>
      range.end.compare(range.start.add({ days: 7 })) > 0 ? 'At most 7 days' : null,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next 14 days' }));
    await expect(within(dialog).getByText('At most 7 days')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next 8 hours' }));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const NonClearable: Story = {
  args: { isClearable: false, defaultValue: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Range is empty')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear the date range' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Clearable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the date range' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText('Range is empty')).toBeNull();
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Okres badania', presets: examinationPresets, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Okres badania' });
    // The same DD/MM/YYYY HH:mm pattern in every language.
    await expect(shownText(group)).toContain('08/03/2026 10:30–09/03/2026 10:30');
    const dialog = await within(document.body).findByRole('dialog');
    // The popover fades in from opacity 0 (motion tokens): wait until it has.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Następne 8 godzin' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /calendar/i })).toBeDisabled();
  },
};
