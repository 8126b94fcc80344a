import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ToastRegion } from '../Toast/ToastRegion';
import { ToastQueue } from '../Toast/toastQueue';
import { NetworkStatusOverlay } from './NetworkStatusOverlay';

function OverlayDemo({ queue }: { queue: ToastQueue }) {
  return (
    <>
      <p>The offline toast appears while the browser reports no connection.</p>
      <NetworkStatusOverlay queue={queue} />
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Feedback/NetworkStatusOverlay',
  component: OverlayDemo,
  args: { queue: new ToastQueue() },
} satisfies Meta<typeof OverlayDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineThenOnline: Story = {
  args: { queue: new ToastQueue() },
  play: async () => {
    const page = within(document.body);
    const offlineText = 'You are offline, check your internet connection';
    await expect(page.queryByText(offlineText)).not.toBeInTheDocument();

    window.dispatchEvent(new Event('offline'));
    await expect(await page.findByText(offlineText)).toBeInTheDocument();

    // Persistent: still there after the default toast time has passed.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    await expect(page.getByText(offlineText)).toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(page.queryByText(offlineText)).not.toBeInTheDocument());
  },
};
