import { FEE_CURRENCIES } from '@telemed/domain';
import type { FeeCurrency, Order } from '@telemed/domain';
import { OrderSummary } from '@telemed/forms';
import {
  Alert,
  Button,
  Dialog,
  Modal,
  NumberField,
  Select,
  SelectItem,
  Stack,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import * as layout from '../../shell/screenLayout.css';
import { adminOrdersKey } from '../orders/orderQueries';

/** The currency a clinic of each country is invoiced in. */
const COUNTRY_CURRENCIES: Record<Order['country'], FeeCurrency> = {
  PL: 'PLN',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  GR: 'EUR',
  GB: 'GBP',
  CA: 'CAD',
};

/** Props of {@link OrderFeeModal}. */
export interface OrderFeeModalProps {
  /** The order to price; the modal is closed while null. */
  order: Order | null;
  onClose: () => void;
}

/**
 * An order's details with its subscription fee to set (PUT admin/orders/{orderId}/fee): the
 * amount in the currency of the clinic's country unless chosen otherwise; the clinic's
 * administrators are mailed the fee.
 */
export function OrderFeeModal({ order, onClose }: OrderFeeModalProps) {
  return (
    <Modal isOpen={order !== null} onOpenChange={(isOpen) => !isOpen && onClose()} size="large">
      {/* Mounted per opening, so the fields start from the order's fee. */}
      {order && <OrderFeeDialog order={order} onClose={onClose} />}
    </Modal>
  );
}

function OrderFeeDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(order.fee ? order.fee.amount / 100 : Number.NaN);
  const [currency, setCurrency] = useState<FeeCurrency>(
    order.fee?.currency ?? COUNTRY_CURRENCIES[order.country],
  );
  const save = useMutation({
    mutationFn: () =>
      client.orders.setOrderFee({
        params: { orderId: order._id },
        body: { amount: Math.round(amount * 100), currency },
      }),
    onSuccess: async () => {
      toastQueue.show(t('adminOrders.feeSaved', { name: order.teamName }), { tone: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
  const { fieldErrors, formError } = useServerFeedback(save.error, ['amount', 'currency']);

  return (
    <Dialog
      title={t('adminOrders.feeDialogTitle', { name: order.teamName })}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={save.isPending}>
            {t('adminOrders.cancel')}
          </Button>
          {/* Not disabled while the amount is empty: the field commits what was typed on blur,
              which pressing Save causes; the server names an amount that is missing. */}
          <Button onPress={() => save.mutate()} isPending={save.isPending}>
            {t('adminOrders.saveFee')}
          </Button>
        </div>
      )}
    >
      <Stack space="medium">
        {formError && <Alert tone="error">{formError}</Alert>}
        {save.isError && !formError && Object.keys(fieldErrors).length === 0 && (
          <Alert tone="error">{errorText(save.error, t)}</Alert>
        )}
        <OrderSummary order={order} />
        <div className={layout.fieldGrid}>
          <NumberField
            label={t('adminOrders.amount')}
            value={amount}
            onChange={setAmount}
            formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
            isRequired
            isInvalid={fieldErrors.amount !== undefined}
            errorMessage={fieldErrors.amount}
          />
          <Select
            label={t('adminOrders.currency')}
            items={FEE_CURRENCIES.map((id) => ({ id, name: id }))}
            selectedKey={currency}
            onSelectionChange={(key) =>
              setCurrency(FEE_CURRENCIES.find((id) => id === key) ?? currency)
            }
            isInvalid={fieldErrors.currency !== undefined}
            errorMessage={fieldErrors.currency}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
      </Stack>
    </Dialog>
  );
}
