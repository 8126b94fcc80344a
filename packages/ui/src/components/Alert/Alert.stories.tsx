import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Alert } from './Alert';
import { ALERT_LIMIT, ALERT_TIMEOUT_MS } from './alertConstants';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Wrong email or password' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Wrong email or password',
    );
  },
};

export const Tones: Story = {
  render: () => (
    <Stack>
      <Alert tone="success">password changed</Alert>
      <Alert tone="info" title="Heads up">
        The clinic will be offline for maintenance tonight.
      </Alert>
      <Alert tone="warning">Account not confirmed, check your email</Alert>
      <Alert tone="error">An unknown error has occurred</Alert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function AutoDismissingAlert() {
  const [isShown, setShown] = useState(true);
  return isShown ? (
    <Alert tone="error" autoDismiss onDismiss={() => setShown(false)}>
      Too many requests, try again in 30 seconds
    </Alert>
  ) : null;
}

export const AutoDismiss: Story = {
  render: () => <AutoDismissingAlert />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: ALERT_TIMEOUT_MS + 1000,
    });
  },
};

export const LongMessage: Story = {
  args: { children: 'The server said: '.padEnd(400, 'details ') },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole('alert').textContent ?? '';
    await expect(text.length).toBeLessThanOrEqual(ALERT_LIMIT);
    await expect(text.endsWith('…')).toBe(true);
  },
};
