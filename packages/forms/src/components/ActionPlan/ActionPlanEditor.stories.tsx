import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@telemed/domain';
import { sampleActionPlan } from '@telemed/domain/mock';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionPlanEditor } from './ActionPlanEditor';

const meta = {
  title: 'Forms/ActionPlanEditor',
  component: ActionPlanEditor,
  args: {
    teamId: '20000000-0000-4000-8000-000000000001',
    examinationId: '40000000-0000-4000-8000-000000000001',
    services: {
      createActionPlan: fn(async () => sampleActionPlan()),
      saveAnswers: fn(async () => ({
        message: 'questionnaire answers saved',
        status: 'answered' as const,
      })),
    },
    onSaved: fn(),
  },
} satisfies Meta<typeof ActionPlanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff add the CAT with instructions and save the plan. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Instructions for the patient' }),
      'Every Monday',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save action plan' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(args.services.createActionPlan).toHaveBeenCalledWith({
      teamId: args.teamId,
      examinationId: args.examinationId,
      actions: [{ questionnaire: 'cat', instructions: 'Every Monday' }],
    });
  },
};

/** The server refused the instructions: the message shows at the field. */
export const Invalid: Story = {
  args: {
    services: {
      createActionPlan: fn(() =>
        Promise.reject(
          new ApiRequestError('Validation failed', {
            status: 400,
            code: 'VALIDATION_ERROR',
            validationErrors: [
              { property: 'actions.0.instructions', constraints: { tooLong: 'Field too long' } },
            ],
          }),
        ),
      ),
      saveAnswers: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save action plan' }));
    await canvas.findByText('Field too long');
  },
};
