import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '@telemed/domain';
import type { Database } from '../db/connect';
import { orders, teamMembers, teams, users } from '../db/schema';
import type { NewOrderRow, OrderRow } from '../db/schema';

/** An order with the name of its clinic, as every answer shows it. */
export interface OrderWithTeam {
  order: OrderRow;
  teamName: string;
}

/** A clinic administrator an order mail goes to. */
export interface OrderMailRecipient {
  email: string;
  fullName: string;
  language: Language;
}

/** SQL on clinic orders. Every method takes an optional transaction. */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  async insert(order: NewOrderRow, tx: Database = this.db): Promise<OrderRow> {
    const [row] = await tx.insert(orders).values(order).returning();
    if (!row) throw new Error('Inserting an order returned no row');
    return row;
  }

  /** One order, only when it belongs to the clinic (another clinic's order is not found). */
  async findOfTeam(
    teamId: string,
    orderId: string,
    tx: Database = this.db,
  ): Promise<OrderWithTeam | null> {
    const [row] = await this.selectWithTeam(tx).where(
      and(eq(orders.id, orderId), eq(orders.teamId, teamId)),
    );
    return row ?? null;
  }

  /** One order of any clinic, locked until the transaction ends (fee and activation). */
  async findForUpdate(orderId: string, tx: Database): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row ?? null;
  }

  /** The clinic's orders, newest first. */
  async listOfTeam(teamId: string, tx: Database = this.db): Promise<OrderWithTeam[]> {
    return this.selectWithTeam(tx)
      .where(eq(orders.teamId, teamId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** Every clinic's orders, newest first. */
  async listAll(tx: Database = this.db): Promise<OrderWithTeam[]> {
    return this.selectWithTeam(tx).orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** Whether the clinic has submitted an order (GET teams/{teamId}/order-created). */
  async teamHasOrders(teamId: string, tx: Database = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.teamId, teamId))
      .limit(1);
    return row !== undefined;
  }

  async update(
    orderId: string,
    changes: Partial<
      Pick<OrderRow, 'status' | 'feeAmount' | 'feeCurrency' | 'feeSetAt' | 'activatedAt'>
    >,
    tx: Database = this.db,
  ): Promise<void> {
    await tx.update(orders).set(changes).where(eq(orders.id, orderId));
  }

  /** The clinic's administrators who joined it: those told of the fee and the activation. */
  async listAdministrators(teamId: string, tx: Database = this.db): Promise<OrderMailRecipient[]> {
    const rows = await tx
      .select({ memberName: teamMembers.name, user: users })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(
        and(
          eq(teamMembers.teamId, teamId),
          eq(teamMembers.role, 'administrator'),
          eq(teamMembers.acceptedInvitation, true),
        ),
      )
      .orderBy(teamMembers.enrolledOn, teamMembers.id);
    return rows.map(({ memberName, user }) => ({
      email: user.email,
      fullName: memberName || user.fullName,
      language: user.settings.language,
    }));
  }

  private selectWithTeam(tx: Database) {
    return tx
      .select({ order: orders, teamName: teams.name })
      .from(orders)
      .innerJoin(teams, eq(teams.id, orders.teamId))
      .$dynamic();
  }
}
