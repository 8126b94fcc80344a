import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleAction } from '@telemed/domain/mock';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionnaireAnswerForm } from './QuestionnaireAnswerForm';

const meta = {
  title: 'Forms/QuestionnaireAnswerForm',
  component: QuestionnaireAnswerForm,
  args: {
    teamId: '20000000-0000-4000-8000-000000000001',
    action: sampleAction({ questionnaire: 'mmrc', instructions: 'Answer once a week' }),
    services: {
      saveAnswers: fn(async () => ({
        message: 'questionnaire answers saved',
        status: 'answered' as const,
      })),
    },
    onSaved: fn(),
  },
} satisfies Meta<typeof QuestionnaireAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mMRC: the patient picks the statement of their grade and sends it. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^2 — / }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await canvas.findByText('Questionnaire answers saved');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(args.services.saveAnswers).toHaveBeenCalledWith({
      teamId: args.teamId,
      actionId: args.action._id,
      questionnaries: { grade: 2 },
    });
  },
};

/** Sent with a question unanswered: it says what is missing and sends nothing. */
export const Invalid: Story = {
  args: { action: sampleAction({ questionnaire: 'symptomDiary' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await expect(canvas.getAllByText('Field is required')).toHaveLength(5);
    await expect(args.services.saveAnswers).not.toHaveBeenCalled();
  },
};

/** The CAT's eight items, 0 to 5 each. */
export const Cat: Story = {
  args: { action: sampleAction({ questionnaire: 'cat' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(8);
  },
};
