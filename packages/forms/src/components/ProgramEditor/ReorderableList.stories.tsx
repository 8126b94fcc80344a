import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReorderableList } from './ReorderableList';

interface Item {
  id: string;
  title: string;
}

const items: Item[] = [
  { id: 'a', title: 'Warm-up week' },
  { id: 'b', title: 'Walking week' },
  { id: 'c', title: 'Stairs week' },
];

/** A list keeping its own order, as the program editor's machine does. */
function Ordered({ onAnnounce }: { onAnnounce: (message: string) => void }) {
  const [order, setOrder] = useState(items);
  return (
    <ReorderableList
      items={order}
      nameOf={(item) => item.title}
      onAnnounce={onAnnounce}
      onMove={(id, to) => {
        const next = order.filter((item) => item.id !== id);
        next.splice(to, 0, order.find((item) => item.id === id) as Item);
        setOrder(next);
      }}
      renderItem={(item, _index, controls) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <strong style={{ flex: '1 1 10rem' }}>{item.title}</strong>
          {controls}
        </div>
      )}
    />
  );
}

const meta = {
  title: 'Forms/ProgramEditor/ReorderableList',
  component: Ordered,
  args: { onAnnounce: fn() },
} satisfies Meta<typeof Ordered>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items move by keyboard with Up and Down, each move announced with its new position. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move Stairs week up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnnounce).toHaveBeenLastCalledWith('Stairs week moved to position 2 of 3');
    const titles = canvas
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    await expect(titles).toEqual(['Warm-up week', 'Stairs week', 'Walking week']);
    await expect(canvas.getByRole('button', { name: 'Move Warm-up week up' })).toBeDisabled();
  },
};
