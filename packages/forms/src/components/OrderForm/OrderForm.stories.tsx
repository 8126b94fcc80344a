import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@telemed/domain';
import type { Order } from '@telemed/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEAM_ID } from '../../fixtures/clinicFixtures.test-support';
import type { SubmitOrderInput } from '../../machines/orderForm/orderFormMachine';
import type { OrderFormServices } from '../../machines/orderForm/orderFormServices';
import { OrderForm } from './OrderForm';
import { submittedOrder } from './orderFixtures.test-support';

/** The service storing the order as the API would. */
function demoServices(overrides: Partial<OrderFormServices> = {}): OrderFormServices {
  return {
    submitOrder: fn(async ({ teamId, body }: SubmitOrderInput): Promise<Order> => ({
      ...submittedOrder,
      teamId,
      businessName: body.businessName,
    })),
    ...overrides,
  };
}

const meta = {
  title: 'Forms/OrderForm',
  component: OrderForm,
  args: { teamId: TEAM_ID, country: 'PL', services: demoServices(), onSubmitted: fn() },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty Polish order: NIP first, the pad to draw on. */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: /^NIP/ })).toHaveValue('');
    await expect(form.getByRole('img', { name: 'Signature' })).toBeInTheDocument();
  },
};

/** A submit with nothing filled in shows every field's problem and sends nothing. */
export const Invalid: Story = {
  args: { services: demoServices() },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^NIP/ }), '5260001247');
    await userEvent.type(form.getByRole('textbox', { name: /Number of devices/ }), '1');
    await userEvent.click(form.getByRole('button', { name: 'Submit the order' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /^NIP/ })).toHaveAccessibleDescription(
        expect.stringContaining('Enter 10-digit NIP'),
      ),
    );
    await expect(
      form.getByRole('textbox', { name: /Number of devices/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Number of devices must be more than 1'));
    await expect(form.getByText('Agreements must be accepted before submit')).toBeInTheDocument();
    await expect(args.services.submitOrder).not.toHaveBeenCalled();
  },
};

/** A German clinic has no NIP: the business id is its EU VAT number. */
export const Germany: Story = {
  args: { country: 'DE' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: /^EU VAT number/ })).toBeInTheDocument();
    await expect(form.queryByRole('textbox', { name: /^NIP/ })).not.toBeInTheDocument();
  },
};

/** Fills in a complete Polish order signed by typing the name, and submits it. */
async function submitCompleteOrder(canvasElement: HTMLElement) {
  const form = within(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: /Business name/ }), 'Kardio Sp. z o.o.');
  await userEvent.type(form.getByRole('textbox', { name: /^NIP/ }), '5260001246');
  await userEvent.type(form.getByRole('textbox', { name: /Street and number/ }), 'ul. Długa 5');
  await userEvent.type(form.getByRole('textbox', { name: /^City/ }), 'Kraków');
  await userEvent.type(form.getByRole('textbox', { name: /Postal code/ }), '31-510');
  await userEvent.type(form.getByRole('textbox', { name: /Number of devices/ }), '4');
  await userEvent.click(form.getByRole('radio', { name: '12 months' }));
  for (const checkbox of form.getAllByRole('checkbox')) await userEvent.click(checkbox);
  await userEvent.click(form.getByRole('radio', { name: 'Type my name' }));
  await expect(form.queryByRole('img', { name: 'Signature' })).not.toBeInTheDocument();
  await userEvent.type(form.getByRole('textbox', { name: /Name of the signer/ }), 'Anna Nowak');
  await userEvent.click(form.getByRole('button', { name: 'Submit the order' }));
}

/** A complete order signed by typing the name, without drawing. */
export const TypedSignature: Story = {
  args: { services: demoServices() },
  play: async ({ args, canvasElement }) => {
    await submitCompleteOrder(canvasElement);
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalled());
    await expect(args.services.submitOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          devices: 4,
          contractTerm: 'months12',
          signature: { method: 'typed', signerName: 'Anna Nowak' },
        }),
      }),
    );
  },
};

/** The server's answer shows beside its field. */
export const Refused: Story = {
  args: {
    services: demoServices({
      submitOrder: async () => {
        throw new ApiRequestError('Validation failed', {
          status: 400,
          code: 'VALIDATION_ERROR',
          validationErrors: [
            { property: 'postalCode', constraints: { invalidPostalCode: 'Incorrect postal code' } },
          ],
        });
      },
    }),
  },
  play: async ({ args, canvasElement }) => {
    await submitCompleteOrder(canvasElement);
    const postalCode = within(canvasElement).getByRole('textbox', { name: /Postal code/ });
    await waitFor(() =>
      expect(postalCode).toHaveAccessibleDescription(
        expect.stringContaining('Incorrect postal code'),
      ),
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};
