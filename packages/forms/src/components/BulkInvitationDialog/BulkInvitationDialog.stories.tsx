import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Task } from '@telemed/domain';
import { Modal } from '@telemed/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type {
  BulkInvitationResult,
  StartInvitationsInput,
} from '../../machines/bulkInvitation/bulkInvitationMachine';
import type { TaskUpdate } from '../../machines/taskLifecycle/taskLifecycleMachine';
import { BulkInvitationDialog } from './BulkInvitationDialog';
import type { RoleOption } from './BulkInvitationDialog';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';

const newTask = waitingTask(
  'invite-1',
  'team-invite',
  { type: 'teamInvite', role: 'nurse', emails: [], results: null },
  null,
);

const roles: RoleOption[] = [
  { id: 'doctor', name: 'Doctor' },
  { id: 'nurse', name: 'Nurse' },
  { id: 'physiotherapist', name: 'Physiotherapist' },
  { id: 'administrator', name: 'Administrator' },
];

interface BulkInvitationStoryProps {
  reports: TaskUpdate[];
  results: BulkInvitationResult[];
  startInvitations: (input: StartInvitationsInput) => Promise<Task>;
  onSent: (taskId: string) => void;
}

/** The dialog in its modal, its services answering from fixed data. */
function BulkInvitationStory({
  reports,
  results,
  startInvitations,
  onSent,
}: BulkInvitationStoryProps) {
  return (
    <Modal isOpen>
      <BulkInvitationDialog
        roles={roles}
        onSent={onSent}
        services={{
          startInvitations,
          taskResults: async () => results,
          watchTask: (_, report) => {
            reports.forEach(report);
            return () => {};
          },
          cancelTask: async () => ({}),
        }}
      />
    </Modal>
  );
}

const meta = {
  title: 'Forms/BulkInvitationDialog',
  component: BulkInvitationStory,
  args: {
    reports: [],
    results: [],
    startInvitations: fn(async () => newTask),
    onSent: fn(),
  },
} satisfies Meta<typeof BulkInvitationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(document.body).getByRole('dialog', { name: 'Invite several employees' });
const addresses = () => within(dialog()).getByRole('textbox', { name: /Email addresses/ });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Send invitations' });

/** Nothing written yet: Send waits for an address. */
export const Empty: Story = {
  play: async () => {
    await waitFor(() => expect(within(dialog()).getByText('Addresses read: 0')).toBeVisible());
    await expect(sendButton()).toBeDisabled();
  },
};

/** What is not an address is named, and nothing is sent until it is fixed. */
export const NotAnAddress: Story = {
  play: async () => {
    await userEvent.type(addresses(), 'ann@clinic.test, nope');
    await expect(within(dialog()).getByText('Not an email address: nope')).toBeVisible();
    await expect(sendButton()).toBeDisabled();
  },
};

/** Sent: how each address went. */
export const Sent: Story = {
  args: {
    reports: [{ status: 'completed', progress: 100 }],
    results: [
      { email: 'ann@clinic.test', outcome: 'invited' },
      { email: 'bob@clinic.test', outcome: 'memberExists' },
      { email: 'carol@clinic.test', outcome: 'invitationPending' },
      { email: 'dan@clinic.test', outcome: 'failed' },
    ],
  },
  play: async ({ args }) => {
    await userEvent.type(
      addresses(),
      'Ann@clinic.test{enter}bob@clinic.test{enter}carol@clinic.test, dan@clinic.test',
    );
    await expect(within(dialog()).getByText('Addresses read: 4')).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: /Role/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Nurse' }));
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Invitations sent'),
    );
    await expect(args.startInvitations).toHaveBeenCalledWith({
      role: 'nurse',
      emails: ['ann@clinic.test', 'bob@clinic.test', 'carol@clinic.test', 'dan@clinic.test'],
    });
    const list = within(within(dialog()).getByRole('list', { name: 'How each address went' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ann@clinic.test: invited',
      'bob@clinic.test: already a member of the clinic',
      'carol@clinic.test: already invited',
      'dan@clinic.test: could not be invited',
    ]);
    await expect(args.onSent).toHaveBeenCalledWith('invite-1');
  },
};

/** Under way: the task's progress and Cancel. */
export const Inviting: Story = {
  args: { reports: [{ status: 'running', progress: 30 }] },
  play: async () => {
    await userEvent.type(addresses(), 'ann@clinic.test');
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('progressbar', { name: 'Progress' })).toBeVisible(),
    );
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
