import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Button } from '../Button/Button';
import { ToastRegion } from './ToastRegion';
import { ToastQueue } from './toastQueue';

// Each story gets its own queue so toasts never leak from one story into the next.
function ToastDemo({ queue }: { queue: ToastQueue }) {
  return (
    <>
      <Inline space="small">
        <Button onPress={() => queue.show('password changed')}>Show success</Button>
        <Button
          variant="secondary"
          onPress={() => queue.show('Adding avatar failed.', { tone: 'error' })}
        >
          Show error
        </Button>
        <Button
          variant="ghost"
          onPress={() => queue.show('account confirmed', { tone: 'info', timeout: 0 })}
        >
          Show persistent info
        </Button>
      </Inline>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastDemo,
  args: { queue: new ToastQueue() },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  args: { queue: new ToastQueue() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const region = await within(document.body).findByRole('region', { name: /Notifications/ });
    await expect(within(region).getByText('password changed')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(document.body).queryByText('password changed')).not.toBeInTheDocument(),
    );
  },
};

export const Tones: Story = {
  args: { queue: new ToastQueue() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show persistent info' }));
    const region = await within(document.body).findByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const DefaultTimeout: Story = {
  args: { queue: new ToastQueue() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await within(document.body).findByText('password changed');
    await waitFor(
      () => expect(within(document.body).queryByText('password changed')).not.toBeInTheDocument(),
      {
        timeout: 7000,
      },
    );
    args.queue.clear();
  },
};

export const Stacked: Story = {
  args: { queue: new ToastQueue() },
  beforeEach: ({ args }) => {
    args.queue.show('You are offline, check your internet connection', {
      tone: 'error',
      timeout: 0,
    });
    args.queue.show('account confirmed', { tone: 'info', timeout: 0 });
    args.queue.show('password changed', { timeout: 0 });
    return () => args.queue.clear();
  },
  play: async () => {
    const region = await within(document.body).findByRole('region', { name: /Notifications/ });
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(3);
  },
};
