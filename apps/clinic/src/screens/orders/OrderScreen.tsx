import { DOMAIN_NAMESPACE, SUCCESS_MESSAGE_KEYS, hasPermission } from '@telemed/domain';
import type { Order } from '@telemed/domain';
import { OrderForm, OrderSummary, orderFormApiServices } from '@telemed/forms';
import { Alert, Preloader, Text, toastQueue } from '@telemed/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { useTeams } from '../../session/useTeams';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import { StatusPage } from '../../shell/StatusPage';
import * as layout from '../../shell/screenLayout.css';
import { NEW_ORDER_ID, orderCreatedKey, teamOrdersKey } from './orderQueries';

/**
 * `/clinic/:teamId/orders/:orderId` (platform-core §2, clinical-domain §2): `new` is the order
 * form of the clinic's activation; an order's id shows what was submitted, its fee and whether
 * the clinic is activated. Orders are the clinic administrators' (business details, signatures).
 */
export function OrderScreen() {
  const { teamId = '', orderId = '' } = useParams();
  const teams = useTeams();
  const team = teams.data?.find((candidate) => candidate._id === teamId);
  if (teams.isPending) return <Preloader />;
  if (!team || !hasPermission(team.role, 'team.edit')) return <StatusPage kind="notAuthorized" />;
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      {orderId === NEW_ORDER_ID ? (
        <NewOrder teamId={teamId} country={team.countryContext} />
      ) : (
        <SubmittedOrder teamId={teamId} orderId={orderId} />
      )}
    </div>
  );
}

function NewOrder({ teamId, country }: { teamId: string; country: Order['country'] }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const [services] = useState(() => orderFormApiServices(client));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submitted = async (order: Order) => {
    toastQueue.show(t(SUCCESS_MESSAGE_KEYS.orderCreated, { ns: DOMAIN_NAMESPACE }), {
      tone: 'success',
    });
    queryClient.setQueryData(orderCreatedKey(teamId), { hasOrders: true });
    await queryClient.invalidateQueries({ queryKey: teamOrdersKey(teamId) });
    await navigate(`/clinic/${encodeURIComponent(teamId)}/orders/${order._id}`, { replace: true });
  };

  return (
    <SectionCard headingId="new-order" heading={t('orders.newHeading')}>
      <Text tone="secondary">{t('orders.intro')}</Text>
      <OrderForm
        teamId={teamId}
        country={country}
        services={services}
        describeFailure={(failure) => errorText(failure, t)}
        onSubmitted={(order) => void submitted(order)}
      />
    </SectionCard>
  );
}

function SubmittedOrder({ teamId, orderId }: { teamId: string; orderId: string }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const order = useQuery({
    queryKey: [...teamOrdersKey(teamId), orderId],
    queryFn: ({ signal }) => client.orders.getOrder({ params: { teamId, orderId } }, { signal }),
  });
  return (
    <SectionCard headingId="order" heading={t('orders.heading')}>
      {order.isPending && <Preloader />}
      {order.isError && <Alert tone="error">{errorText(order.error, t)}</Alert>}
      {order.data && <OrderSummary order={order.data} />}
    </SectionCard>
  );
}
