import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { BodyMapPicker } from './BodyMapPicker';
import type { BodyMapPickerProps } from './BodyMapPicker';
import type { BodyPoint } from './bodyRegions';

/** A picker that keeps its own point, as a form would. */
function StatefulBodyMapPicker(args: BodyMapPickerProps) {
  const [value, setValue] = useState<BodyPoint | null>(args.value);
  return (
    <BodyMapPicker
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/BodyMapPicker',
  component: BodyMapPicker,
  args: { label: 'Where does it hurt?', value: null, onChange: fn() },
  render: (args) => <StatefulBodyMapPicker {...args} />,
} satisfies Meta<typeof BodyMapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the first arrow key puts the point on the chest, the next ones move it. */
export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No point chosen yet.')).toBeInTheDocument();
    await userEvent.tab();
    const map = canvas.getByRole('group', { name: 'Where does it hurt?' });
    await expect(map).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0.5, y: 0.3 });
    await expect(canvas.getByText('Chest: 50 % across, 30 % down')).toBeInTheDocument();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0.4, y: 0.74 });
    await expect(canvas.getByText('Right knee: 40 % across, 74 % down')).toBeInTheDocument();
  },
};

/** A click places the point where it lands, as a share of the outline's width and height. */
export const ByPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Where does it hurt?' });
    const box = map.getBoundingClientRect();
    fireEvent.pointerDown(map, {
      pointerType: 'mouse',
      button: 0,
      clientX: box.left + box.width * 0.5,
      clientY: box.top + box.height * 0.05,
    });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const [point] = (args.onChange as ReturnType<typeof fn>).mock.calls[0] as [BodyPoint];
    await expect(point.x).toBeCloseTo(0.5, 1);
    await expect(point.y).toBeCloseTo(0.05, 1);
    await expect(canvas.getByText(/^Head:/)).toBeInTheDocument();
    await expect(map).toHaveFocus();
  },
};

/** A chosen point with the form's error under it. */
export const WithError: Story = {
  args: { value: { x: 0.58, y: 0.97 }, errorMessage: 'Required field' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Left foot: 58 % across, 97 % down')).toBeInTheDocument();
    await expect(
      canvas.getByRole('group', { name: 'Where does it hurt?' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Required field'));
  },
};
