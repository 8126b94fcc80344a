import { canActivateOrder } from '@telemed/domain';
import type { Order } from '@telemed/domain';
import { FORMS_NAMESPACE, formatOrderFee } from '@telemed/forms';
import {
  Badge,
  Button,
  Cell,
  Column,
  DateTime,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { adminOrdersKey } from '../orders/orderQueries';
import { OrderFeeModal } from './OrderFeeModal';
import * as styles from './OrdersScreen.css';

const STATUS_TONES = { submitted: 'info', priced: 'warning', active: 'success' } as const;

/**
 * `/admin/orders`: every clinic's activation order, newest first, for site administrators: the
 * clinic, when it ordered, devices and term, status and fee. They set the fee (the price is sent
 * after the order, clinical-domain §9) and then activate the clinic; its administrators are told
 * by mail each time.
 */
export function OrdersScreen() {
  const { t, i18n } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [pricing, setPricing] = useState<Order | null>(null);
  const orders = useQuery({
    queryKey: adminOrdersKey,
    queryFn: ({ signal }) => client.orders.listAllOrders({ signal }),
  });
  const activate = useMutation({
    mutationFn: (order: Order) => client.orders.activateOrder({ params: { orderId: order._id } }),
    onSuccess: async (order) => {
      toastQueue.show(t('adminOrders.activated', { name: order.teamName }), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
    onError: (error) => toastQueue.show(errorText(error, t), { tone: 'error' }),
  });
  const forms = (key: string) => t(key, { ns: FORMS_NAMESPACE });

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="admin-orders-heading" heading={t('adminOrders.heading')}>
        {orders.isError ? (
          <Text>{errorText(orders.error, t)}</Text>
        ) : (
          <Table
            aria-label={t('adminOrders.heading')}
            isLoading={orders.isPending}
            loadingRowCount={3}
          >
            <TableHeader>
              <Column id="clinic" isRowHeader>
                {t('adminOrders.columns.clinic')}
              </Column>
              <Column id="submitted">{t('adminOrders.columns.submitted')}</Column>
              <Column id="devices">{t('adminOrders.columns.devices')}</Column>
              <Column id="term">{t('adminOrders.columns.term')}</Column>
              <Column id="status">{t('adminOrders.columns.status')}</Column>
              <Column id="fee">{t('adminOrders.columns.fee')}</Column>
              <Column id="actions">{t('adminOrders.columns.actions')}</Column>
            </TableHeader>
            <TableBody items={orders.data ?? []} emptyText={t('adminOrders.empty')}>
              {(order) => (
                <Row id={order._id}>
                  <Cell>
                    {order.teamName}
                    <span className={styles.secondary}>{order.businessName}</span>
                  </Cell>
                  <Cell>
                    <DateTime value={order.createdAt} />
                  </Cell>
                  <Cell>{order.devices}</Cell>
                  <Cell>{forms(`order.contractTerms.${order.contractTerm}`)}</Cell>
                  <Cell>
                    <Badge tone={STATUS_TONES[order.status]}>
                      {forms(`order.statuses.${order.status}`)}
                    </Badge>
                  </Cell>
                  <Cell>{order.fee ? formatOrderFee(order.fee, i18n.language) : '—'}</Cell>
                  <Cell>
                    <div className={layout.actionRow}>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={t('adminOrders.setFeeNamed', { name: order.teamName })}
                        isDisabled={order.status === 'active'}
                        onPress={() => setPricing(order)}
                      >
                        {t('adminOrders.setFee')}
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('adminOrders.activateNamed', { name: order.teamName })}
                        isDisabled={!canActivateOrder(order.status)}
                        isPending={activate.isPending && activate.variables._id === order._id}
                        onPress={() => activate.mutate(order)}
                      >
                        {t('adminOrders.activate')}
                      </Button>
                    </div>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </SectionCard>
      <OrderFeeModal order={pricing} onClose={() => setPricing(null)} />
    </div>
  );
}
