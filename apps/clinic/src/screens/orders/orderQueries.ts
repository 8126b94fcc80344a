/** A clinic's orders (GET teams/{teamId}/orders) and their one-order reads. */
export const teamOrdersKey = (teamId: string) => ['teams', teamId, 'orders'] as const;

/** Whether a clinic ordered (GET teams/{teamId}/order-created). */
export const orderCreatedKey = (teamId: string) => ['teams', teamId, 'orderCreated'] as const;

/** Every clinic's orders, for the site administrators (GET admin/orders). */
export const adminOrdersKey = ['admin', 'orders'] as const;

/** The path segment of a new order: `/clinic/:teamId/orders/new`. */
export const NEW_ORDER_ID = 'new';
