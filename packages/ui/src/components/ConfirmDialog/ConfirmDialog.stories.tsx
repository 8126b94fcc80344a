import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteExamination({ onConfirm }: { onConfirm: () => Promise<void> }) {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete examination</Button>
      <ConfirmDialog
        title="Delete this examination?"
        message="The recording and its events will be removed. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: DeleteExamination,
  args: { onConfirm: fn(async () => {}) },
  // react-aria's live announcer keeps the pending button's announcement for 7 s, pointing at a
  // button that has already closed with its dialog; axe would report that dangling reference.
  parameters: { a11y: { context: { exclude: ['[data-live-announcer]'] } } },
} satisfies Meta<typeof DeleteExamination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete examination' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this examination?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete examination' }),
    );
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const FailureKeepsItOpen: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error('You are not authorized to view this page');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete examination' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not authorized to view this page',
    );
  },
};
