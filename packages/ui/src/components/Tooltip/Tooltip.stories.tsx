import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Shows the examination in list mode',
    children: <IconButton icon="menu" aria-label="List mode" />,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Shows the examination in list mode');
    await expect(
      within(canvasElement).getByRole('button', { name: 'List mode' }),
    ).toHaveAccessibleDescription('Shows the examination in list mode');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument(),
    );
  },
};

export const Open: Story = {
  args: { defaultOpen: true, placement: 'bottom' },
  play: async () => {
    const tooltip = await within(document.body).findByRole('tooltip');
    // It fades in from opacity 0: wait until it has.
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};
