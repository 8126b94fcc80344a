import type { Question } from '@telemed/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionEditor } from './QuestionEditor';

const number: Question = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e60',
  prompt: 'Your weight today',
  kind: 'number',
  min: 30,
  max: 200,
  unit: 'kg',
};

const choice: Question = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e61',
  prompt: 'How did it feel?',
  kind: 'singleChoice',
  options: ['Easy', 'Hard'],
};

const meta = {
  title: 'Forms/ProgramEditor/QuestionEditor',
  component: QuestionEditor,
  args: {
    question: number,
    number: 1,
    onChange: fn(),
    onRemove: fn(),
    errorOf: (_property: string): string | undefined => undefined,
  },
  render: (args) => (
    <ol style={{ listStyle: 'none', padding: 0 }}>
      <QuestionEditor {...args} />
    </ol>
  ),
} satisfies Meta<typeof QuestionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A number question: its prompt, bounds and unit. */
export const NumberQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Unit' }), 's');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...number, unit: 'kgs' });
  },
};

/** A single choice: its options, at least two (the last two cannot be removed). */
export const SingleChoice: Story = {
  args: { question: choice, number: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...choice, options: ['Easy', 'Hard', ''] });
  },
};

/** A kind with no settings (Borg scale), its prompt refused by the schema. */
export const WithIssue: Story = {
  args: {
    question: { id: number.id, prompt: '', kind: 'borgScale' },
    errorOf: (property) => (property === 'prompt' ? 'Field is required' : undefined),
  },
};
