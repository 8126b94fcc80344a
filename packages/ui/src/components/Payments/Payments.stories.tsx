import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentStatusPanel } from './PaymentStatusPanel';
import { PhoneNumberPrompt } from './PhoneNumberPrompt';
import { PlanChoice } from './PlanChoice';
import { RecoverCodeDisplay } from './RecoverCodeDisplay';

const meta = {
  title: 'Payments/PlanChoice',
  component: PlanChoice,
  args: {
    onChoose: fn(),
    plans: [
      { id: 3, kind: 'demo', price: null, trialDays: 0, period: { count: 14, unit: 'days' } },
      {
        id: 2,
        kind: 'one-time',
        price: { amountMinor: 29900, currency: 'PLN' },
        trialDays: 0,
        period: { count: 3, unit: 'months' },
      },
      {
        id: 1,
        kind: 'subscription',
        price: { amountMinor: 9900, currency: 'PLN' },
        trialDays: 7,
        period: { count: 1, unit: 'months' },
      },
    ],
  },
} satisfies Meta<typeof PlanChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plans: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Plans' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const subscription = canvas.getByRole('listitem', { name: 'Subscription' });
    await expect(subscription).toHaveTextContent('Free trial: 7 days');
    await expect(subscription).toHaveTextContent('Billed every 1 month');
    await expect(canvas.getByRole('listitem', { name: 'Demo' })).toHaveTextContent('Free');
    await userEvent.click(within(subscription).getByRole('button', { name: 'Choose' }));
    await expect(args.onChoose).toHaveBeenCalledWith(1);
  },
};

export const StatusPending: Story = {
  render: () => <PaymentStatusPanel status="pending" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Waiting for the payment confirmation' }),
    ).toBeVisible();
  },
};

export const StatusFailed: Story = {
  render: () => (
    <PaymentStatusPanel
      status="failed"
      failureMessage="The card was declined and no money was taken. Try another card."
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The card was declined',
    );
  },
};

export const RecoverCode: Story = {
  render: () => (
    <RecoverCodeDisplay
      recoverCode={{ code: '40271953', createdAt: '2026-11-28T05:00:00.000Z' }}
      onRegenerate={() => undefined}
      copyText={() => Promise.resolve()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40271953')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(await canvas.findByText('Code copied')).toBeVisible();
  },
};

export const PhonePrompt: Story = {
  render: () => <PhoneNumberPrompt onSubmit={() => undefined} errorMessage={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Phone number')).toHaveAttribute(
      'type',
      'tel',
    );
  },
};
