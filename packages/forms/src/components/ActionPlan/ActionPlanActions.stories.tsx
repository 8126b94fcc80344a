import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_STATUSES } from '@telemed/domain';
import { sampleAction, sampleActionPlan } from '@telemed/domain/mock';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionPlanActions } from './ActionPlanActions';

const meta = {
  title: 'Forms/ActionPlanActions',
  component: ActionPlanActions,
  args: { actions: sampleActionPlan().actions, onChangeStatus: fn(async () => undefined) },
} satisfies Meta<typeof ActionPlanActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff: an answered CAT with its score and impact, an mMRC to do; the changes each allows. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Score: 18 of 40 · Medium impact')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as reviewed' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith(args.actions[0], 'reviewed');
    // Nothing to review before the patient answers: the mMRC offers only cancelling.
    await expect(canvas.getAllByRole('button', { name: 'Cancel the action' })).toHaveLength(2);
  },
};

/** The patient's view reads the actions and changes nothing. */
export const ReadOnly: Story = {
  args: { onChangeStatus: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The server refused the change: the action says so. */
export const ChangeFailed: Story = {
  args: { onChangeStatus: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as reviewed' }));
    await canvas.findByText('The status could not be changed.');
  },
};

/** Every status side by side. */
export const AllStatuses: Story = {
  args: {
    actions: ACTION_STATUSES.map((status, index) =>
      sampleAction({ _id: `60000000-0000-4000-8000-00000000001${index}`, status }),
    ),
  },
};

export const Empty: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No actions yet.')).toBeInTheDocument();
  },
};
