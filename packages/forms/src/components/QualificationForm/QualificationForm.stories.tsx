import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@telemed/domain';
import type { Qualification } from '@telemed/domain';
import { sampleQualification } from '@telemed/domain/mock';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { QualificationFormServices } from '../../machines/qualificationForm/qualificationFormServices';
import { QualificationForm } from './QualificationForm';

/** Services over one stored qualification, moving it as the server's graph would. */
function storedServices(
  start: Qualification,
  overrides: Partial<QualificationFormServices> = {},
): QualificationFormServices {
  let stored = start;
  const next = { qualify: 'qualifying', test: 'testing', reject: 'rejected' } as const;
  return {
    loadQualification: async () => stored,
    saveQualification: fn(async ({ details }) => {
      stored = sampleQualification({ ...stored, details });
      return stored;
    }),
    changeQualificationState: fn(async ({ change }) => {
      const state = next[change.transition as keyof typeof next];
      stored = { ...stored, state };
      return stored;
    }),
    ...overrides,
  };
}

const meta = {
  title: 'Forms/QualificationForm',
  component: QualificationForm,
  args: {
    teamId: '20000000-0000-4000-8000-000000000001',
    qualificationId: '30000000-0000-4000-8000-000000000001',
    services: storedServices(sampleQualification()),
    onChanged: fn(),
  },
} satisfies Meta<typeof QualificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new qualification: Qualify and Reject are offered, nothing else. */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const transitions = await canvas.findByRole('group', { name: 'Change the state' });
    const offered = within(transitions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(offered).toEqual(['Qualify', 'Reject']);
    await expect(canvas.getByRole('button', { name: 'Patient and devices' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Qualify moves the state and the offered transitions follow the graph. */
export const Qualifying: Story = {
  args: { services: storedServices(sampleQualification()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Qualify' }));
    await canvas.findByRole('button', { name: 'Start the tests' });
    await expect(canvas.getByText('Qualifying')).toBeInTheDocument();
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
  },
};

/** The server refuses the change: the spec's message, and the state stays. */
export const StateChangeRefused: Story = {
  args: {
    services: storedServices(sampleQualification(), {
      changeQualificationState: () =>
        Promise.reject(
          new ApiRequestError('Error occurred while changing the qualification state.', {
            status: 409,
            code: 'QUALIFICATION_STATE_CHANGE_FAILED',
          }),
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    await canvas.findByText('Error occurred while changing the qualification state.');
    await expect(canvas.getByText('Start')).toBeInTheDocument();
  },
};

/** The tests step with an impossible height: the message names the bounds, Next waits. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Steps open one at a time: the first three are valid, so three presses reach the tests.
    await canvas.findByRole('button', { name: 'Next step' });
    for (let step = 0; step < 3; step += 1)
      await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
    const height = canvas.getByRole('textbox', { name: /Height/ });
    await userEvent.clear(height);
    await userEvent.type(height, '320');
    await userEvent.tab();
    await canvas.findByText('Value must be between 100 and 250');
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
    await expect(canvas.getByText('Step 4 of 5')).toBeInTheDocument();
  },
};

/** A qualified patient: the final qualification is offered, with the computed values. */
export const FinalQualification: Story = {
  args: {
    services: storedServices(
      sampleQualification({ state: 'qualified', finalQualification: 'start' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Complete the final qualification' });
    await expect(
      canvas.getByRole('button', { name: 'Reject in the final qualification' }),
    ).toBeEnabled();
  },
};

/** The qualification could not be loaded: a retry. */
export const LoadFailed: Story = {
  args: {
    services: storedServices(sampleQualification(), {
      loadQualification: () => Promise.reject(new Error('offline')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/The qualification could not be loaded/);
    await expect(canvas.getByRole('button', { name: 'Load again' })).toBeEnabled();
  },
};
