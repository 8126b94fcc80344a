import { canActivateOrder, canSetOrderFee } from '@telemed/domain';
import type { Order, SetOrderFeeBody, SubmitOrderBody } from '@telemed/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import type { OrderRow, StoredSignature } from '../db/schema';
import { fieldFailed, notFound } from '../http/apiError';
import type { Mailer } from '../mail/mailer';
import { composeOrderMail } from '../mail/orderMail';
import type { OrderMailKind } from '../mail/orderMail';
import type { OrdersRepository, OrderWithTeam } from '../repositories/ordersRepository';

/** The order form as the route's schema parsed it (defaults applied, text trimmed). */
type ParsedOrder = Required<Pick<SubmitOrderBody, 'specialRequests'>> &
  Omit<SubmitOrderBody, 'specialRequests'>;

function toSignature(row: OrderRow): Order['signature'] {
  const who = { signerName: row.signature.signerName, signedBy: row.submittedBy };
  const signedAt = row.createdAt.toISOString();
  return row.signature.method === 'drawn'
    ? { method: 'drawn', ...who, strokes: row.signature.strokes ?? [], signedAt }
    : { method: 'typed', ...who, signedAt };
}

/** An order as the wire shows it. */
function toOrder({ order: row, teamName }: OrderWithTeam): Order {
  return {
    _id: row.id,
    teamId: row.teamId,
    teamName,
    status: row.status,
    businessName: row.businessName,
    country: row.country,
    businessIdName: row.businessIdName,
    businessId: row.businessId,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    devices: row.devices,
    contractTerm: row.contractTerm,
    specialRequests: row.specialRequests,
    agreements: row.agreements,
    signature: toSignature(row),
    createdAt: row.createdAt.toISOString(),
    fee:
      row.feeAmount !== null && row.feeCurrency !== null
        ? { amount: row.feeAmount, currency: row.feeCurrency }
        : null,
    feeSetAt: row.feeSetAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
  };
}

/**
 * Clinic orders (clinic activation, clinical-domain §2, §3 "Order form", §9): the clinic's
 * administrator submits; site administrators set the fee (the price is sent after the order) and
 * activate the clinic, and the clinic's administrators are told of both by mail, each in their
 * own language. Who may call what is the routes' business (their access and permission).
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores the order as submitted, signed by the user at the server's time ('order created'). */
  async submit(teamId: string, userId: string, body: ParsedOrder): Promise<Order> {
    const signature: StoredSignature =
      body.signature.method === 'drawn'
        ? {
            method: 'drawn',
            signerName: body.signature.signerName,
            strokes: body.signature.strokes,
          }
        : { method: 'typed', signerName: body.signature.signerName };
    const row = await this.orders.insert({
      teamId,
      businessName: body.businessName,
      country: body.country,
      businessIdName: body.businessIdName,
      businessId: body.businessId,
      address: body.address,
      city: body.city,
      postalCode: body.postalCode,
      devices: body.devices,
      contractTerm: body.contractTerm,
      specialRequests: body.specialRequests,
      // The schema admits the body only with every agreement ticked.
      agreements: Object.keys(body.agreements) as Order['agreements'],
      signature,
      submittedBy: userId,
    });
    return this.read(teamId, row.id);
  }

  /** One of the clinic's orders; another clinic's is 404. */
  async read(teamId: string, orderId: string): Promise<Order> {
    const found = await this.orders.findOfTeam(teamId, orderId);
    if (!found) throw notFound();
    return toOrder(found);
  }

  /** The clinic's orders, newest first. */
  async listOfTeam(teamId: string): Promise<Order[]> {
    return (await this.orders.listOfTeam(teamId)).map(toOrder);
  }

  /** Every clinic's orders, newest first, for the site administrators. */
  async listAll(): Promise<Order[]> {
    return (await this.orders.listAll()).map(toOrder);
  }

  /** GET teams/{teamId}/order-created: whether the clinic has submitted an order. */
  async hasOrders(teamId: string): Promise<{ hasOrders: boolean }> {
    return { hasOrders: await this.orders.teamHasOrders(teamId) };
  }

  /** Sets (or corrects) the fee until the clinic is activated; the order becomes priced. */
  async setFee(orderId: string, fee: SetOrderFeeBody): Promise<Order> {
    const order = await this.db.transaction(async (tx) => {
      const row = await this.orders.findForUpdate(orderId, tx);
      if (!row) throw notFound();
      if (!canSetOrderFee(row.status)) throw fieldFailed('status', 'orderAlreadyActive');
      await this.orders.update(
        orderId,
        {
          status: 'priced',
          feeAmount: fee.amount,
          feeCurrency: fee.currency,
          feeSetAt: new Date(),
        },
        tx,
      );
      return row;
    });
    const priced = await this.read(order.teamId, orderId);
    await this.tellAdministrators('priced', priced);
    return priced;
  }

  /** Activates the clinic of a priced order, once. */
  async activate(orderId: string): Promise<Order> {
    const order = await this.db.transaction(async (tx) => {
      const row = await this.orders.findForUpdate(orderId, tx);
      if (!row) throw notFound();
      if (row.status === 'active') throw fieldFailed('status', 'orderAlreadyActive');
      if (!canActivateOrder(row.status)) throw fieldFailed('fee', 'orderNotPriced');
      await this.orders.update(orderId, { status: 'active', activatedAt: new Date() }, tx);
      return row;
    });
    const active = await this.read(order.teamId, orderId);
    await this.tellAdministrators('activated', active);
    return active;
  }

  /**
   * Mails the clinic's administrators after the change is stored: a mail that fails is logged,
   * never undoes the fee or the activation.
   */
  private async tellAdministrators(kind: OrderMailKind, order: Order): Promise<void> {
    if (!order.fee) return;
    const fee = order.fee;
    const link = `${this.publicUrl}/clinic/${order.teamId}/orders/${order._id}`;
    const recipients = await this.orders.listAdministrators(order.teamId);
    const sends = recipients.map((recipient) =>
      this.mailer.send({
        to: recipient.email,
        ...composeOrderMail({
          kind,
          language: recipient.language,
          fullName: recipient.fullName,
          teamName: order.teamName,
          fee,
          link,
        }),
      }),
    );
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected')
        this.log.warn(
          { err: result.reason, orderId: order._id, kind },
          'An order mail was not sent',
        );
    }
  }
}
