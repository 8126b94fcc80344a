import type { Step } from '@telemed/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProgramDayForm } from './ProgramDayForm';

/** A day of chair squats asking the weight (30–200 kg), the exertion and the blood pressure. */
const step: Step = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e50',
  title: 'First week',
  durationDays: 3,
  suggestedRestDays: 0,
  series: [
    {
      id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e51',
      title: 'Chair squats',
      description: null,
      videoUrl: null,
      questions: [
        {
          id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e52',
          prompt: 'Your weight today',
          kind: 'number',
          min: 30,
          max: 200,
          unit: 'kg',
        },
        {
          id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e53',
          prompt: 'How hard was it?',
          kind: 'borgScale',
        },
        {
          id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e54',
          prompt: 'How did it feel?',
          kind: 'singleChoice',
          options: ['Easy', 'Hard'],
        },
      ],
    },
  ],
};

const meta = {
  title: 'Forms/ProgramDayForm',
  component: ProgramDayForm,
  args: { step, onRecord: fn(async () => undefined), onSkip: fn(async () => undefined) },
} satisfies Meta<typeof ProgramDayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers by kind; a weight out of its question's bounds is refused before anything is sent. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'kg' }), '250');
    await userEvent.type(canvas.getByRole('textbox', { name: /Borg/ }), '13');
    await userEvent.click(canvas.getByRole('radio', { name: 'Hard' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Record today' }));
    await expect(await canvas.findByText('Value must be between 30 and 200')).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByRole('textbox', { name: 'kg' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'kg' }), '82');
    await userEvent.click(canvas.getByRole('button', { name: 'Record today' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      answers: [
        expect.objectContaining({ answer: { kind: 'number', value: { value: 82 } } }),
        expect.objectContaining({ answer: { kind: 'borgScale', value: { value: 13 } } }),
        expect.objectContaining({ answer: { kind: 'singleChoice', value: { option: 1 } } }),
      ],
    });
  },
};

/** A day whose series ask nothing is recorded or skipped as it is. */
export const NoQuestions: Story = {
  args: { step: { ...step, series: [{ ...step.series[0]!, questions: [] }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip today' }));
    await expect(args.onSkip).toHaveBeenCalled();
  },
};

/** A day asking where it hurts: the point is placed on the body outline with the arrow keys. */
export const PainPosition: Story = {
  args: {
    step: {
      ...step,
      series: [
        {
          ...step.series[0]!,
          questions: [
            {
              id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e55',
              prompt: 'Where does it hurt?',
              kind: 'painPosition',
            },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record today' }));
    await expect(await canvas.findByText('Field is required')).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();

    canvas.getByRole('group', { name: 'Where it hurts' }).focus();
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{/Shift}');
    await expect(canvas.getByText('Abdomen: 50 % across, 40 % down')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Record today' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      answers: [
        expect.objectContaining({
          answer: { kind: 'painPosition', value: { x: 0.5, y: 0.4 } },
        }),
      ],
    });
  },
};
