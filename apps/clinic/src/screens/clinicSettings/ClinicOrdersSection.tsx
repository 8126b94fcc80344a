import { FORMS_NAMESPACE } from '@telemed/forms';
import type { Team } from '@telemed/domain';
import { Badge, DateTime, Link, Stack, Text } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';
import { NEW_ORDER_ID, orderCreatedKey, teamOrdersKey } from '../orders/orderQueries';

const STATUS_TONES = { submitted: 'info', priced: 'warning', active: 'success' } as const;

/** Props of {@link ClinicOrdersSection}. */
export interface ClinicOrdersSectionProps {
  team: Team;
}

/**
 * The clinic's activation orders, for its administrators: a link to order the activation while
 * the clinic has none (a failed check counts as none, platform-core §8), then each order with its
 * status, linking to the order's page.
 */
export function ClinicOrdersSection({ team }: ClinicOrdersSectionProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const teamId = team._id;
  const created = useQuery({
    queryKey: orderCreatedKey(teamId),
    queryFn: ({ signal }) =>
      client.teamSettings.getOrderCreated({ params: { teamId } }, { signal }),
  });
  const orders = useQuery({
    queryKey: teamOrdersKey(teamId),
    queryFn: ({ signal }) => client.orders.listTeamOrders({ params: { teamId } }, { signal }),
    enabled: created.data?.hasOrders === true,
  });
  const orderPath = (orderId: string) => `/clinic/${encodeURIComponent(teamId)}/orders/${orderId}`;

  return (
    <SectionCard headingId="orders" heading={t('orders.sectionHeading')}>
      {created.data?.hasOrders === false && (
        <Stack space="small">
          <Text>{t('orders.none')}</Text>
          <Link href={orderPath(NEW_ORDER_ID)}>{t('orders.orderActivation')}</Link>
        </Stack>
      )}
      {orders.data && (
        <ul aria-label={t('orders.sectionHeading')}>
          {orders.data.map((order) => (
            <li key={order._id}>
              <Link href={orderPath(order._id)}>
                {t('orders.orderOf')} <DateTime value={order.createdAt} />
              </Link>{' '}
              <Badge tone={STATUS_TONES[order.status]}>
                {t(`order.statuses.${order.status}`, { ns: FORMS_NAMESPACE })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
