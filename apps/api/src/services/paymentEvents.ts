import type { PaymentProviderName, SubscriptionStatus } from '@telemed/domain';
import type { Database } from '../db/connect';
import type { CheckoutRow, PlanRow, SubscriptionRow } from '../db/schema';
import { addPeriod } from '../payments/planPeriods';
import type { PaymentEvent, ProviderSubscriptionState } from '../payments/paymentProvider';
import type { PaymentsRepository } from '../repositories/paymentsRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { MembersRepository } from '../repositories/membersRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import type { RecoverCodes } from './recoverCodes';

/** A checkout that an applied event (or the free demo) has just paid: its confirmation is due. */
export interface PaidCheckout {
  checkoutId: string;
  userId: string;
  teamId: string;
  plan: PlanRow;
  recoverCode: string;
}

/** The time before any provider event: a row estimated from the plan gives way to every event. */
const BEFORE_ANY_EVENT = new Date(0);

/** A status that no later event undoes: the provider ended the subscription. */
const isTerminal = (status: SubscriptionStatus) => status === 'canceled';

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Applies verified provider events to checkouts and subscriptions (docs/decisions.md
 * "Payments"), each once: the event's id is recorded in the same transaction that applies it, so
 * a replay finds it and changes nothing. Order does not matter: a checkout only leaves `pending`
 * once (a paid checkout stays paid), a subscription takes an event's state only when the event
 * is newer than the last one applied, and a cancelled subscription stays cancelled — so an
 * invoice paid before its checkout's completion pays the checkout, and a renewal delivered after
 * the cancellation changes nothing.
 */
export class PaymentEventApplier {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsRepository,
    private readonly users: UsersRepository,
    private readonly teams: TeamsRepository,
    private readonly members: MembersRepository,
    private readonly recoverCodes: RecoverCodes,
  ) {}

  /** Applies one event; answers the checkout it paid, if it paid one. */
  async apply(provider: PaymentProviderName, event: PaymentEvent): Promise<PaidCheckout | null> {
    return this.db.transaction(async (tx) => {
      if (!(await this.payments.recordEvent(provider, event.id, event.type, tx))) return null;
      const checkoutId = event.checkoutId ?? (await this.checkoutOfSubscription(provider, event));
      if (!checkoutId) return null;
      const checkout = await this.payments.lockCheckout(checkoutId, tx);
      if (!checkout || checkout.provider !== provider) return null;
      return this.applyToCheckout(checkout, event, tx);
    });
  }

  /** Settles the free demo, which no provider sees: paid as soon as it is chosen. */
  async payWithoutProvider(checkoutId: string): Promise<PaidCheckout> {
    return this.db.transaction(async (tx) => {
      const checkout = await this.payments.lockCheckout(checkoutId, tx);
      if (!checkout) throw new Error(`Checkout ${checkoutId} vanished`);
      return this.markPaid(checkout, new Date(), tx);
    });
  }

  private async checkoutOfSubscription(
    provider: PaymentProviderName,
    event: PaymentEvent,
  ): Promise<string | null> {
    const subscriptionId =
      event.kind === 'subscriptionChanged'
        ? event.subscription.subscriptionId
        : event.kind === 'invoicePaid'
          ? event.subscriptionId
          : null;
    return subscriptionId
      ? this.payments.findCheckoutIdOfSubscription(provider, subscriptionId)
      : null;
  }

  private async applyToCheckout(
    checkout: CheckoutRow,
    event: PaymentEvent,
    tx: Database,
  ): Promise<PaidCheckout | null> {
    const pending = checkout.status === 'pending';
    switch (event.kind) {
      case 'checkoutCompleted': {
        const paid =
          pending && event.paid ? await this.markPaid(checkout, event.occurredAt, tx) : null;
        if (pending && !event.paid) {
          await this.payments.updateCheckout(checkout.id, { awaitingConfirmation: true }, tx);
        }
        await this.keepProviderIds(checkout.id, event.customerId, event.subscriptionId, tx);
        return paid;
      }
      case 'checkoutPaymentSucceeded':
        return pending ? this.markPaid(checkout, event.occurredAt, tx) : null;
      case 'checkoutFailed':
        if (pending) {
          await this.payments.updateCheckout(
            checkout.id,
            {
              status: 'failed',
              failureReason: event.reason,
              awaitingConfirmation: false,
              settledAt: event.occurredAt,
            },
            tx,
          );
        }
        return null;
      case 'checkoutExpired':
        if (pending) {
          await this.payments.updateCheckout(
            checkout.id,
            { status: 'abandoned', awaitingConfirmation: false, settledAt: event.occurredAt },
            tx,
          );
        }
        return null;
      case 'subscriptionChanged': {
        await this.takeSubscriptionState(checkout, event.occurredAt, event.subscription, tx);
        const { status } = event.subscription;
        const running = status === 'trialing' || status === 'active';
        return pending && running ? this.markPaid(checkout, event.occurredAt, tx) : null;
      }
      case 'invoicePaid':
        await this.takeInvoice(checkout, event, tx);
        // A paid invoice proves the payment, even before the checkout's completion arrives.
        return pending ? this.markPaid(checkout, event.occurredAt, tx) : null;
      case 'ignored':
        return null;
    }
  }

  /**
   * The provider's customer and subscription of a completed checkout, where the plan's row does
   * not have them yet: a one-time plan's customer opens the customer portal.
   */
  private async keepProviderIds(
    checkoutId: string,
    customerId: string | null,
    subscriptionId: string | null,
    tx: Database,
  ): Promise<void> {
    const row = await this.payments.findSubscription(checkoutId, tx);
    if (!row) return;
    const changes = {
      ...(customerId && !row.providerCustomerId ? { providerCustomerId: customerId } : {}),
      ...(subscriptionId && !row.providerSubscriptionId
        ? { providerSubscriptionId: subscriptionId }
        : {}),
    };
    if (Object.keys(changes).length > 0) {
      await this.payments.updateSubscription(checkoutId, changes, tx);
    }
  }

  /** A subscription event's state, unless the row has a newer one or the provider ended it. */
  private async takeSubscriptionState(
    checkout: CheckoutRow,
    occurredAt: Date,
    state: ProviderSubscriptionState,
    tx: Database,
  ): Promise<void> {
    const row = await this.payments.findSubscription(checkout.id, tx);
    const ids = {
      providerSubscriptionId: state.subscriptionId,
      ...(state.customerId ? { providerCustomerId: state.customerId } : {}),
    };
    if (!row) {
      await this.payments.insertSubscription(
        {
          ...this.subscriptionOwner(checkout),
          ...ids,
          status: state.status ?? 'active',
          trialEndsAt: state.trialEndsAt,
          currentPeriodEndsAt: state.currentPeriodEndsAt,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          lastEventAt: occurredAt,
        },
        tx,
      );
      return;
    }
    if (isTerminal(row.status) || occurredAt < row.lastEventAt) return;
    await this.payments.updateSubscription(
      checkout.id,
      {
        ...ids,
        status: state.status ?? row.status,
        trialEndsAt: state.trialEndsAt ?? row.trialEndsAt,
        currentPeriodEndsAt: state.currentPeriodEndsAt ?? row.currentPeriodEndsAt,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        lastEventAt: occurredAt,
      },
      tx,
    );
  }

  /** A paid invoice extends the period; a newer one also ends a trial or a past-due state. */
  private async takeInvoice(
    checkout: CheckoutRow,
    event: Extract<PaymentEvent, { kind: 'invoicePaid' }>,
    tx: Database,
  ): Promise<void> {
    const row = await this.payments.findSubscription(checkout.id, tx);
    const ids = {
      providerSubscriptionId: event.subscriptionId,
      ...(event.customerId ? { providerCustomerId: event.customerId } : {}),
    };
    if (!row) {
      await this.payments.insertSubscription(
        {
          ...this.subscriptionOwner(checkout),
          ...ids,
          status: 'active',
          currentPeriodEndsAt: event.periodEndsAt,
          lastEventAt: event.occurredAt,
        },
        tx,
      );
      return;
    }
    if (isTerminal(row.status)) return;
    const newer = event.occurredAt >= row.lastEventAt;
    await this.payments.updateSubscription(
      checkout.id,
      {
        ...ids,
        currentPeriodEndsAt: later(row.currentPeriodEndsAt, event.periodEndsAt),
        ...(newer
          ? {
              status: row.status === 'trialing' || row.status === 'pastDue' ? 'active' : row.status,
              lastEventAt: event.occurredAt,
            }
          : {}),
      },
      tx,
    );
  }

  private subscriptionOwner(checkout: CheckoutRow) {
    return {
      checkoutId: checkout.id,
      userId: checkout.userId,
      teamId: checkout.teamId,
      planId: checkout.planId,
      provider: checkout.provider,
    };
  }

  /**
   * The checkout's one move to `paid`: the plan starts (estimated from the plan until the
   * provider's events say more), the user becomes a patient of the clinic, and has a recover code.
   */
  private async markPaid(checkout: CheckoutRow, at: Date, tx: Database): Promise<PaidCheckout> {
    const plan = await this.payments.findPlan(checkout.planId, tx);
    if (!plan) throw new Error(`Checkout ${checkout.id} names no plan`);
    await this.payments.updateCheckout(
      checkout.id,
      { status: 'paid', failureReason: null, awaitingConfirmation: false, settledAt: at },
      tx,
    );
    if (!(await this.payments.findSubscription(checkout.id, tx))) {
      await this.payments.insertSubscription(
        { ...this.subscriptionOwner(checkout), ...estimatedPlanStart(plan, at) },
        tx,
      );
    }
    await this.enrolPatient(checkout, tx);
    const recoverCode = await this.recoverCodes.ensure(checkout.userId, tx);
    return {
      checkoutId: checkout.id,
      userId: checkout.userId,
      teamId: checkout.teamId,
      plan,
      recoverCode,
    };
  }

  /** Makes the user a patient (role user) of the checkout's clinic, unless they are a member. */
  private async enrolPatient(checkout: CheckoutRow, tx: Database): Promise<void> {
    const user = await this.users.findById(checkout.userId, tx);
    if (!user) throw new Error(`Checkout ${checkout.id} has no user`);
    const existing = await this.teams.findMembership(checkout.teamId, user.id, tx);
    if (existing) return;
    const registrant = checkout.registrant;
    const member = await this.teams.insertMember(
      {
        teamId: checkout.teamId,
        userId: user.id,
        role: 'user',
        name: user.fullName,
        phone: registrant?.phone ?? null,
        personalDetails: {
          dateOfBirth: user.personalDetails.dateOfBirth,
          gender: user.personalDetails.gender,
          height: user.personalDetails.height,
        },
        acceptedInvitation: true,
        enrolledOn: new Date(),
      },
      tx,
    );
    if (registrant) {
      await this.members.upsertProfile(
        member.id,
        checkout.teamId,
        { firstName: registrant.firstName, lastName: registrant.lastName },
        tx,
      );
    }
  }
}

/** The plan's start as the plan alone tells it, until a provider event says more. */
function estimatedPlanStart(
  plan: PlanRow,
  at: Date,
): Pick<SubscriptionRow, 'status' | 'trialEndsAt' | 'currentPeriodEndsAt' | 'lastEventAt'> {
  const trialEndsAt =
    plan.kind === 'subscription' && plan.trialDays > 0
      ? addPeriod(at, plan.trialDays, 'days')
      : null;
  return {
    status: trialEndsAt ? 'trialing' : 'active',
    trialEndsAt,
    currentPeriodEndsAt: trialEndsAt ?? addPeriod(at, plan.periodCount, plan.periodUnit),
    lastEventAt: BEFORE_ANY_EVENT,
  };
}
