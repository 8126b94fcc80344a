import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QualificationStateFilter } from './QualificationStateFilter';

const meta = {
  title: 'Forms/QualificationStateFilter',
  component: QualificationStateFilter,
  args: { state: undefined, onChange: fn() },
} satisfies Meta<typeof QualificationStateFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state shown; choosing one filters by it. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /All states/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Testing' }));
    await expect(args.onChange).toHaveBeenCalledWith('testing');
  },
};

/** One state chosen; 'All states' clears the filter. */
export const Filtered: Story = {
  args: { state: 'qualified' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Qualified/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'All states' }));
    await expect(args.onChange).toHaveBeenCalledWith(undefined);
  },
};
