import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummary } from './OrderSummary';
import { activeOrder, submittedOrder } from './orderFixtures.test-support';

const meta = {
  title: 'Forms/OrderSummary',
  component: OrderSummary,
  args: { order: submittedOrder },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just submitted: the fee comes after the order; the drawn signature with who and when. */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement);
    await expect(summary.getByText('Submitted', { selector: 'span' })).toBeInTheDocument();
    await expect(summary.getByText('Sent after the order')).toBeInTheDocument();
    await expect(summary.getByRole('img', { name: 'Signature of Anna Nowak' })).toBeInTheDocument();
    await expect(summary.getByText(/^Signed by Anna Nowak, 28\/11\/2026/)).toBeInTheDocument();
  },
};

/** Priced and activated, signed by typing the name. */
export const Active: Story = {
  args: {
    order: {
      ...activeOrder,
      signature: {
        method: 'typed',
        signerName: 'Anna Nowak',
        signedBy: activeOrder.signature.signedBy,
        signedAt: activeOrder.signature.signedAt,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement);
    await expect(summary.getByText('Activated', { selector: 'span' })).toBeInTheDocument();
    await expect(summary.getByText(/499\.00/)).toBeInTheDocument();
    await expect(summary.getByText('Typed signature: Anna Nowak')).toBeInTheDocument();
  },
};
