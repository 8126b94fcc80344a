import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SELECTABLE_EXAMINATION_STATUSES } from '@telemed/domain';
import type { SelectableExaminationStatus } from '@telemed/domain';
import { Inline } from '../../layout/Inline';
import { StatusDropdown } from './StatusDropdown';
import type { StatusDropdownProps } from './StatusDropdown';

const meta = {
  title: 'Data display/StatusDropdown',
  component: StatusDropdown,
  args: {
    status: 'IN_PROGRESS',
    examinationLabel: 'Holter ECG, Anna Nowak',
    onStatusChange: fn(),
    onArchive: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof StatusDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(document.body).findByRole('menu');

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'In progress: change the status of Holter ECG, Anna Nowak',
    });
    await expect(trigger).toHaveTextContent('In progress');
    await expect(trigger).toHaveAttribute('data-status', 'IN_PROGRESS');
    await userEvent.click(trigger);
    const options = within(await menu()).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Pending',
      'In progress',
      'For description',
      'Described',
      'Finished',
      'Failed',
    ]);
    await expect(
      within(await menu()).getByRole('menuitemradio', { name: 'In progress' }),
    ).toBeChecked();
    await expect(
      within(await menu()).getByRole('menuitem', { name: 'Archive' }),
    ).toBeInTheDocument();
  },
};

/** Every status as the control shows it; DEFAULT reads as For description. */
export const EachStatus: Story = {
  render: (args) => (
    <Inline>
      {[...SELECTABLE_EXAMINATION_STATUSES, 'DEFAULT' as const].map((status) => (
        <StatusDropdown
          key={status}
          {...args}
          status={status}
          examinationLabel={`${args.examinationLabel} (${status})`}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('data-status'))).toEqual([
      'PENDING',
      'IN_PROGRESS',
      'FOR_DESCRIPTION',
      'DESCRIBED',
      'FINISHED',
      'FAILED',
      'FOR_DESCRIPTION',
    ]);
    await expect(buttons[6]).toHaveTextContent('For description');
  },
};

export const EachStatusPolishDark: Story = {
  ...EachStatus,
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'W trakcie: zmień status badania Holter ECG, Anna Nowak (IN_PROGRESS)',
      }),
    ).toHaveTextContent('W trakcie');
  },
};

/** DEFAULT is shown, and checked in the menu, as For description. */
export const DefaultStatus: Story = {
  args: { status: 'DEFAULT' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^For description/ }));
    const list = await menu();
    await expect(
      within(list).getByRole('menuitemradio', { name: 'For description' }),
    ).toBeChecked();
    // Choosing the status it already shows changes nothing.
    await userEvent.click(within(list).getByRole('menuitemradio', { name: 'For description' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

/** An archived examination: dimmed, shows Archived, offers only Restore. */
export const Archived: Story = {
  args: { archived: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Archived:/ });
    await expect(trigger).toHaveAttribute('data-archived', 'true');
    await userEvent.click(trigger);
    const list = await menu();
    await expect(within(list).queryAllByRole('menuitemradio')).toHaveLength(0);
    await expect(
      within(list)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Restore']);
    await userEvent.click(within(list).getByRole('menuitem', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^In progress/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** The control as a list row holds it: the status and archived flag live in the row's state. */
function ExaminationStatusCell(args: StatusDropdownProps) {
  const [status, setStatus] = useState(args.status);
  const [archived, setArchived] = useState(args.archived ?? false);
  return (
    <StatusDropdown
      {...args}
      status={status}
      archived={archived}
      onStatusChange={(next: SelectableExaminationStatus) => {
        args.onStatusChange?.(next);
        setStatus(next);
      }}
      onArchive={() => {
        args.onArchive?.();
        setArchived(true);
      }}
      onRestore={() => {
        args.onRestore?.();
        setArchived(false);
      }}
    />
  );
}

/** Keyboard only: open with Enter, arrow to a status, choose it with Enter; focus comes back. */
export const ChangeStatusWithKeyboard: Story = {
  render: (args) => <ExaminationStatusCell {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await menu();
    await waitFor(() =>
      expect(within(list).getByRole('menuitemradio', { name: 'In progress' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith('DESCRIBED');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button', { name: /^Described:/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('data-status', 'DESCRIBED');

    // ArrowDown opens it too, and Escape closes it without a change.
    await userEvent.keyboard('{ArrowDown}');
    await menu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
  },
};

export const ChangeStatusWithKeyboardDark: Story = {
  ...ChangeStatusWithKeyboard,
  globals: { theme: 'dark' },
};

/** Archive, then restore: while archived no status can be chosen. */
export const ArchiveThenRestore: Story = {
  render: (args) => <ExaminationStatusCell {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^In progress:/ }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Archive' }));
    await expect(args.onArchive).toHaveBeenCalledOnce();
    const archived = await canvas.findByRole('button', { name: /^Archived:/ });
    await expect(archived).toHaveAttribute('data-status', 'ARCHIVED');

    await userEvent.click(archived);
    const list = await menu();
    await expect(within(list).queryByRole('menuitemradio')).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('menuitem', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    const restored = await canvas.findByRole('button', { name: /^In progress:/ });
    await expect(restored).not.toHaveAttribute('data-archived');
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

export const ArchiveThenRestorePolishDark: Story = {
  ...ArchiveThenRestore,
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^W trakcie:/ }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Archiwizuj' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Zarchiwizowane:/ }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Przywróć' }));
    await expect(args.onArchive).toHaveBeenCalledOnce();
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: /^W trakcie:/ })).toBeInTheDocument();
  },
};
