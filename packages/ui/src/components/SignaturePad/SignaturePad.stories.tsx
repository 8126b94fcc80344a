import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { SignatureDrawing, SignaturePad } from './SignaturePad';
import type { SignaturePadProps, SignatureStrokes } from './SignaturePad';

const signed: SignatureStrokes = [
  [
    [0.08, 0.7],
    [0.2, 0.25],
    [0.3, 0.75],
    [0.42, 0.3],
    [0.55, 0.7],
  ],
  [
    [0.62, 0.5],
    [0.9, 0.45],
  ],
];

/** The pad with its strokes kept in state, as a form keeps them. */
function StatefulPad(
  props: Omit<SignaturePadProps, 'strokes' | 'onChange'> & {
    initial?: SignatureStrokes;
  },
) {
  const { initial = [], ...rest } = props;
  const [strokes, setStrokes] = useState<SignatureStrokes>(initial);
  return <SignaturePad {...rest} strokes={strokes} onChange={setStrokes} />;
}

const meta = {
  title: 'Forms/SignaturePad',
  component: StatefulPad,
  args: {
    label: 'Signature',
    description: 'Draw with a mouse, pen or finger, or type your name instead.',
  },
} satisfies Meta<typeof StatefulPad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('img', { name: 'Signature' });
    await expect(pad).toHaveAccessibleDescription(
      'Draw with a mouse, pen or finger, or type your name instead.',
    );
    const clear = canvas.getByRole('button', { name: 'Clear the signature' });
    await expect(clear).toBeDisabled();
    const box = pad.getBoundingClientRect();
    const at = (x: number, y: number) => ({
      clientX: box.left + box.width * x,
      clientY: box.top + box.height * y,
      pointerId: 1,
      button: 0,
      pointerType: 'pen',
    });
    fireEvent.pointerDown(pad, at(0.1, 0.5));
    fireEvent.pointerMove(pad, at(0.5, 0.2));
    fireEvent.pointerMove(pad, at(0.9, 0.6));
    fireEvent.pointerUp(pad, at(0.9, 0.6));
    await expect(pad.querySelector('path')?.getAttribute('d')).toMatch(/^M30\.0 50\.0 L/);
    await expect(clear).toBeEnabled();
    await userEvent.click(clear);
    await expect(pad.querySelector('path')?.getAttribute('d')).toBe('');
  },
};

export const Signed: Story = {
  args: { initial: signed },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Clear the signature' }),
    ).toBeEnabled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Sign by drawing or by typing your name' },
  play: async ({ canvasElement }) => {
    const pad = within(canvasElement).getByRole('img', { name: 'Signature' });
    // An image has no invalid state for assistive technology: the error is in its description.
    await expect(pad.closest('[data-invalid]')).not.toBeNull();
    await expect(pad).toHaveAccessibleDescription(
      'Draw with a mouse, pen or finger, or type your name instead. Sign by drawing or by typing your name',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initial: signed },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Clear the signature' }),
    ).toBeDisabled();
  },
};

/** A submitted signature, read-only. */
export const Drawing: StoryObj<typeof SignatureDrawing> = {
  render: () => <SignatureDrawing strokes={signed} label="Signature of Anna Nowak" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Signature of Anna Nowak' }),
    ).toBeInTheDocument();
  },
};
