import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Text } from '../Typography/Text';
import { Dialog, Modal } from './Dialog';

function CreateTeamDialog({
  onSave,
  saveFails = false,
}: {
  onSave: () => void;
  saveFails?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <DialogTrigger>
      <Button>Create clinic</Button>
      <Modal isDismissable>
        <Dialog
          title="Create clinic"
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button
                onPress={() => {
                  onSave();
                  if (saveFails) setError('An unknown error has occurred');
                  else close();
                }}
              >
                Save
              </Button>
            </>
          )}
        >
          <TextField label="Clinic name" />
          {error && <Alert>{error}</Alert>}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: CreateTeamDialog,
  args: { onSave: fn() },
} satisfies Meta<typeof CreateTeamDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Create clinic' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create clinic' });
    // Focus moves into the dialog and stays trapped there.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Clinic name' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create clinic' }));
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};

export const StaysOpenOnError: Story = {
  args: { saveFails: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create clinic' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'An unknown error has occurred',
    );
    await expect(dialog).toBeInTheDocument();
  },
};

export const OpenWithCloseButton: Story = {
  render: () => (
    <Modal isOpen>
      <Dialog title="Terms of service">
        <Text>Please read the terms before you continue.</Text>
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Terms of service' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};
