import { and, asc, desc, eq } from 'drizzle-orm';
import type { PaymentProviderName } from '@telemed/domain';
import type { Database } from '../db/connect';
import {
  checkouts,
  planProviderPrices,
  plans,
  processedPaymentEvents,
  recoverCodes,
  subscriptions,
  teams,
} from '../db/schema';
import type {
  CheckoutRow,
  PlanProviderPriceRow,
  PlanRow,
  ProviderEnvironment,
  RecoverCodeRow,
  SubscriptionRow,
} from '../db/schema';

/** A checkout with its plan. */
export interface CheckoutWithPlan {
  checkout: CheckoutRow;
  plan: PlanRow;
}

/** A subscription with its plan and its clinic's name, as the subscription page shows it. */
export interface SubscriptionWithPlan {
  subscription: SubscriptionRow;
  plan: PlanRow;
  teamName: string;
}

/** SQL on plans, checkouts, subscriptions, processed events and recover codes. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /** The plans offered on the signup page, in its order. */
  async listOfferedPlans(tx: Database = this.db): Promise<PlanRow[]> {
    return tx.select().from(plans).where(eq(plans.offered, true)).orderBy(asc(plans.position));
  }

  async findPlan(planId: number, tx: Database = this.db): Promise<PlanRow | null> {
    const [row] = await tx.select().from(plans).where(eq(plans.id, planId));
    return row ?? null;
  }

  /** A plan's price and product at a provider in one of its environments. */
  async findProviderPrice(
    planId: number,
    provider: PaymentProviderName,
    environment: ProviderEnvironment,
    tx: Database = this.db,
  ): Promise<PlanProviderPriceRow | null> {
    const [row] = await tx
      .select()
      .from(planProviderPrices)
      .where(
        and(
          eq(planProviderPrices.planId, planId),
          eq(planProviderPrices.provider, provider),
          eq(planProviderPrices.environment, environment),
        ),
      );
    return row ?? null;
  }

  async insertCheckout(
    checkout: typeof checkouts.$inferInsert,
    tx: Database = this.db,
  ): Promise<CheckoutRow> {
    const [row] = await tx.insert(checkouts).values(checkout).returning();
    if (!row) throw new Error('Inserting a checkout returned no row');
    return row;
  }

  async findCheckout(checkoutId: string, tx: Database = this.db): Promise<CheckoutWithPlan | null> {
    const [row] = await tx
      .select({ checkout: checkouts, plan: plans })
      .from(checkouts)
      .innerJoin(plans, eq(plans.id, checkouts.planId))
      .where(eq(checkouts.id, checkoutId));
    return row ?? null;
  }

  /** A checkout locked until the transaction ends, so two events settle it one after the other. */
  async lockCheckout(checkoutId: string, tx: Database): Promise<CheckoutRow | null> {
    const [row] = await tx
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId))
      .for('update');
    return row ?? null;
  }

  async updateCheckout(
    checkoutId: string,
    changes: Partial<typeof checkouts.$inferInsert>,
    tx: Database = this.db,
  ): Promise<void> {
    await tx.update(checkouts).set(changes).where(eq(checkouts.id, checkoutId));
  }

  /**
   * Records a provider event as applied; false when it was recorded before (a replay), in which
   * case the caller changes nothing.
   */
  async recordEvent(
    provider: PaymentProviderName,
    eventId: string,
    type: string,
    tx: Database,
  ): Promise<boolean> {
    const inserted = await tx
      .insert(processedPaymentEvents)
      .values({ provider, eventId, type })
      .onConflictDoNothing()
      .returning({ eventId: processedPaymentEvents.eventId });
    return inserted.length > 0;
  }

  /** The checkout a provider's subscription belongs to, for events that do not name it. */
  async findCheckoutIdOfSubscription(
    provider: PaymentProviderName,
    providerSubscriptionId: string,
    tx: Database = this.db,
  ): Promise<string | null> {
    const [row] = await tx
      .select({ checkoutId: subscriptions.checkoutId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider),
          eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        ),
      );
    return row?.checkoutId ?? null;
  }

  async findSubscription(
    checkoutId: string,
    tx: Database = this.db,
  ): Promise<SubscriptionRow | null> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.checkoutId, checkoutId));
    return row ?? null;
  }

  async insertSubscription(
    subscription: typeof subscriptions.$inferInsert,
    tx: Database,
  ): Promise<SubscriptionRow> {
    const [row] = await tx.insert(subscriptions).values(subscription).returning();
    if (!row) throw new Error('Inserting a subscription returned no row');
    return row;
  }

  async updateSubscription(
    checkoutId: string,
    changes: Partial<typeof subscriptions.$inferInsert>,
    tx: Database = this.db,
  ): Promise<void> {
    await tx.update(subscriptions).set(changes).where(eq(subscriptions.checkoutId, checkoutId));
  }

  /** The user's plans, newest first, with their plan and clinic. */
  async listSubscriptionsOfUser(
    userId: string,
    tx: Database = this.db,
  ): Promise<SubscriptionWithPlan[]> {
    return tx
      .select({ subscription: subscriptions, plan: plans, teamName: teams.name })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(teams, eq(teams.id, subscriptions.teamId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.checkoutId));
  }

  /** The user's newest checkout's clinic, for a plan chosen in the portal. */
  async lastTeamOfUser(userId: string, tx: Database = this.db): Promise<string | null> {
    const [row] = await tx
      .select({ teamId: checkouts.teamId })
      .from(checkouts)
      .where(eq(checkouts.userId, userId))
      .orderBy(desc(checkouts.createdAt))
      .limit(1);
    return row?.teamId ?? null;
  }

  async findRecoverCode(userId: string, tx: Database = this.db): Promise<RecoverCodeRow | null> {
    const [row] = await tx.select().from(recoverCodes).where(eq(recoverCodes.userId, userId));
    return row ?? null;
  }

  /** Stores the user's recover code, replacing the one before. */
  async storeRecoverCode(
    code: { userId: string; codeCiphertext: string; codeHmac: string },
    tx: Database = this.db,
  ): Promise<RecoverCodeRow> {
    const createdAt = new Date();
    const [row] = await tx
      .insert(recoverCodes)
      .values({ ...code, createdAt })
      .onConflictDoUpdate({
        target: recoverCodes.userId,
        set: { codeCiphertext: code.codeCiphertext, codeHmac: code.codeHmac, createdAt },
      })
      .returning();
    if (!row) throw new Error('Storing a recover code returned no row');
    return row;
  }
}
