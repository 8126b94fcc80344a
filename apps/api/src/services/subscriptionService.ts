import { subscriptionGivesAccess } from '@telemed/domain';
import type { CurrentPlan, RecoverCode, Subscription, SubscriptionStatus } from '@telemed/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http/apiError';
import type { PaymentEvent, PaymentProvider } from '../payments/paymentProvider';
import type { PaymentsRepository, SubscriptionWithPlan } from '../repositories/paymentsRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { PaymentEventApplier } from './paymentEvents';
import { toPlan } from './paymentsService';
import type { RecoverCodes } from './recoverCodes';

/**
 * The status the subscription page shows: a one-time or demo period, or a subscription cancelled
 * at its period's end, has `ended` once that end passed, though no provider says so.
 */
function effectiveStatus(
  { subscription, plan }: SubscriptionWithPlan,
  now: Date,
): SubscriptionStatus {
  const end = subscription.currentPeriodEndsAt;
  const runsOut = plan.kind !== 'subscription' || subscription.cancelAtPeriodEnd;
  if (subscriptionGivesAccess(subscription.status) && runsOut && end && end <= now) return 'ended';
  return subscription.status;
}

/**
 * The signed-in user's plan on the subscription page (platform-core §2, §3 "User payment
 * data"): the current plan, cancelling at the period's end and resuming through the provider
 * (whose answers are applied as its events are), the customer portal, the recover code and the
 * phone number a rehabilitation assignment needs.
 */
export class SubscriptionService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly teams: TeamsRepository,
    private readonly provider: PaymentProvider,
    private readonly events: PaymentEventApplier,
    private readonly recoverCodes: RecoverCodes,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** GET users/me/subscription. */
  async currentPlan(userId: string): Promise<CurrentPlan> {
    const current = await this.current(userId);
    if (!current) return { subscription: null, phoneRequired: false };
    const membership = await this.teams.findMembership(current.subscription.teamId, userId);
    return {
      subscription: this.toSubscription(current),
      phoneRequired: membership?.member.role === 'user' && !membership.member.phone,
    };
  }

  /** Whether the user has a plan that gives access (the choose-plan modal is then refused). */
  async hasRunningPlan(userId: string): Promise<boolean> {
    const current = await this.current(userId);
    return current !== null && subscriptionGivesAccess(effectiveStatus(current, new Date()));
  }

  /** Cancels the renewing subscription at its period's end. */
  async cancel(userId: string): Promise<CurrentPlan> {
    return this.changeCancellation(userId, true);
  }

  /** Undoes a cancellation before the period's end. */
  async resume(userId: string): Promise<CurrentPlan> {
    return this.changeCancellation(userId, false);
  }

  /** A customer portal session of the provider for the user's billing. */
  async customerPortal(userId: string): Promise<{ url: string }> {
    const current = await this.current(userId);
    const customerId = current?.subscription.providerCustomerId;
    const url = customerId
      ? await this.provider.customerPortalUrl(customerId, `${this.publicUrl}/subscription`)
      : null;
    if (!url) throw new ApiError(404, 'CUSTOMER_PORTAL_UNAVAILABLE');
    return { url };
  }

  async recoverCode(userId: string): Promise<RecoverCode> {
    return this.recoverCodes.read(userId);
  }

  /** A new recover code, once a plan made the user a patient; 404 before. */
  async regenerateRecoverCode(userId: string): Promise<RecoverCode> {
    await this.recoverCodes.read(userId);
    return this.recoverCodes.regenerate(userId);
  }

  /** PUT users/me/phone: the patient's number in the plan's clinic. */
  async setPhone(userId: string, phone: string): Promise<CurrentPlan> {
    const current = await this.current(userId);
    if (!current) throw new ApiError(404, 'NO_SUBSCRIPTION');
    const membership = await this.teams.findMembership(current.subscription.teamId, userId);
    if (!membership) throw new ApiError(404, 'NO_SUBSCRIPTION');
    await this.teams.setMemberPhone(membership.member.id, phone);
    return this.currentPlan(userId);
  }

  private async changeCancellation(userId: string, cancel: boolean): Promise<CurrentPlan> {
    const current = await this.current(userId);
    if (!current) throw new ApiError(404, 'NO_SUBSCRIPTION');
    const { subscription, plan } = current;
    const changeable =
      plan.kind === 'subscription' &&
      subscription.providerSubscriptionId !== null &&
      subscriptionGivesAccess(effectiveStatus(current, new Date())) &&
      subscription.cancelAtPeriodEnd !== cancel;
    if (!changeable || !subscription.providerSubscriptionId) {
      throw new ApiError(409, 'SUBSCRIPTION_NOT_CHANGEABLE');
    }
    let events: PaymentEvent[];
    try {
      events = cancel
        ? await this.provider.cancelSubscription(
            subscription.providerSubscriptionId,
            subscription.checkoutId,
          )
        : await this.provider.resumeSubscription(
            subscription.providerSubscriptionId,
            subscription.checkoutId,
          );
    } catch (error) {
      this.log.error({ err: error, checkoutId: subscription.checkoutId }, 'provider refused');
      throw new ApiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
    for (const event of events) await this.events.apply(this.provider.name, event);
    return this.currentPlan(userId);
  }

  /** The plan that gives access, newest first; else the newest plan; else none. */
  private async current(userId: string): Promise<SubscriptionWithPlan | null> {
    const rows = await this.payments.listSubscriptionsOfUser(userId);
    const now = new Date();
    return (
      rows.find((row) => subscriptionGivesAccess(effectiveStatus(row, now))) ?? rows[0] ?? null
    );
  }

  private toSubscription(row: SubscriptionWithPlan): Subscription {
    const { subscription, plan } = row;
    const status = effectiveStatus(row, new Date());
    const renews = plan.kind === 'subscription' && !subscription.cancelAtPeriodEnd;
    const periodEnd = subscription.currentPeriodEndsAt?.toISOString() ?? null;
    return {
      plan: toPlan(plan),
      status,
      teamId: subscription.teamId,
      teamName: row.teamName,
      trialEndsAt: status === 'trialing' ? (subscription.trialEndsAt?.toISOString() ?? null) : null,
      nextPaymentAt: renews && subscriptionGivesAccess(status) ? periodEnd : null,
      endsAt: renews ? null : periodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      hasCustomerPortal:
        this.provider.name !== 'sandbox' && subscription.providerCustomerId !== null,
    };
  }
}
