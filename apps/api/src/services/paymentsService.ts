import { DEFAULT_LENGTH_UNIT, DEFAULT_TEMPERATURE_UNIT, successPagePath } from '@telemed/domain';
import type {
  CheckoutStarted,
  CheckoutState,
  Language,
  PaymentProviderName,
  Plan,
  RehabilitationSignupBody,
  SandboxCheckout,
  SandboxOutcome,
  SandboxOutcomeResult,
} from '@telemed/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import type { CheckoutRow, PlanRow, TeamRow, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError, notFound } from '../http/apiError';
import type { Mailer } from '../mail/mailer';
import { composePaymentMail } from '../mail/paymentMail';
import { InvalidWebhookSignature } from '../payments/paymentProvider';
import type { PaymentProvider } from '../payments/paymentProvider';
import type { SandboxProvider } from '../payments/sandboxProvider';
import type { FeaturesRepository } from '../repositories/featuresRepository';
import type { PaymentsRepository } from '../repositories/paymentsRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import { consentsAcceptedNow } from './accountsService';
import type { OneTimeTokenService } from './oneTimeTokenService';
import type { PaidCheckout, PaymentEventApplier } from './paymentEvents';
import type { PasswordHasher } from './passwords';

/** The signup's body as its schema parsed it. */
type ParsedSignup = Omit<RehabilitationSignupBody, 'language'> & { language: Language };

/** Where the clinics of signups come from (docs/decisions.md "Payments"). */
export interface RehabilitationClinics {
  /** The clinic of signups that name none (REHABILITATION_TEAM_ID). */
  defaultTeamId: string | null;
  /** The name of the seeded demo clinic, the demo plan's clinic. */
  demoClinicName: string;
}

/** A plan as the wire shows it. */
export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    kind: row.kind,
    price: row.amountMinor > 0 ? { amountMinor: row.amountMinor, currency: row.currency } : null,
    trialDays: row.trialDays,
    period: { count: row.periodCount, unit: row.periodUnit },
  };
}

/**
 * The public side of rehabilitation payments: the offered plans, the signup that opens a
 * checkout at the configured provider, the checkout's state for the success pages, the sandbox's
 * checkout page and the providers' webhooks. State changes only through verified events
 * (PaymentEventApplier); a checkout they pay sends the confirmation mail with the recover code.
 */
export class PaymentsService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsRepository,
    private readonly users: UsersRepository,
    private readonly teams: TeamsRepository,
    private readonly features: FeaturesRepository,
    private readonly provider: PaymentProvider,
    /** The sandbox, when it is the provider: its checkout page settles checkouts. */
    private readonly sandbox: SandboxProvider | null,
    private readonly events: PaymentEventApplier,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly passwords: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly clinics: RehabilitationClinics,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The plans offered on the signup page. */
  async listPlans(): Promise<Plan[]> {
    return (await this.payments.listOfferedPlans()).map(toPlan);
  }

  /**
   * POST rehabilitationUsers: an account for the registrant (unconfirmed; the confirmation mail
   * confirms it) and a checkout of the chosen plan for the clinic. An address with an account is
   * refused, except an account that only ever started unpaid signups, which the new signup
   * takes over (an abandoned checkout must not lock its owner out).
   */
  async registerRehabilitationUser(body: ParsedSignup): Promise<CheckoutStarted> {
    const plan = await this.offeredPlan(body.planId);
    const team = await this.clinicFor(plan, body.teamId ?? null);
    const passwordHash = await this.passwords.hash(body.password);
    const fullName = `${body.firstName} ${body.lastName}`;
    const account = {
      passwordHash,
      fullName,
      consents: consentsAcceptedNow(body.acceptedConsents),
      settings: {
        language: body.language,
        temperatureUnits: DEFAULT_TEMPERATURE_UNIT,
        lengthUnits: DEFAULT_LENGTH_UNIT,
      },
      personalDetails: {
        fullName,
        dateOfBirth: body.dateOfBirth,
        gender: body.gender,
        height: null,
      },
    };
    let created: { user: UserRow; checkout: CheckoutRow };
    try {
      created = await this.db.transaction(async (tx) => {
        const existing = await this.users.findByEmail(body.email, tx);
        if (existing && !(await this.isUnclaimedSignup(existing, tx))) {
          throw new ApiError(409, 'ACCOUNT_EXISTS');
        }
        const user = existing
          ? await this.users.update(existing.id, account, tx)
          : await this.users.insert({ email: body.email, ...account }, tx);
        const checkout = await this.payments.insertCheckout(
          {
            userId: user.id,
            teamId: team.id,
            planId: plan.id,
            provider: this.provider.name,
            origin: 'signup',
            registrant: { firstName: body.firstName, lastName: body.lastName, phone: body.phone },
          },
          tx,
        );
        return { user, checkout };
      });
    } catch (error) {
      // Two signups of one address at once: the second finds the first's account.
      if (isUniqueViolation(error)) throw new ApiError(409, 'ACCOUNT_EXISTS');
      throw error;
    }
    return this.startCheckout(created.checkout, plan, created.user);
  }

  /** POST users/me/subscription/checkout: the choose-plan modal's plan, for the user's clinic. */
  async choosePlan(
    user: UserRow,
    planId: number,
    hasRunningPlan: boolean,
  ): Promise<CheckoutStarted> {
    if (hasRunningPlan) throw new ApiError(409, 'PLAN_ALREADY_ACTIVE');
    const plan = await this.offeredPlan(planId);
    const lastTeamId = plan.kind === 'demo' ? null : await this.payments.lastTeamOfUser(user.id);
    const team = await this.clinicFor(plan, lastTeamId);
    const checkout = await this.payments.insertCheckout({
      userId: user.id,
      teamId: team.id,
      planId: plan.id,
      provider: this.provider.name,
      origin: 'portal',
    });
    return this.startCheckout(checkout, plan, user);
  }

  /** GET payments/checkouts/:checkoutId: what the server knows of the checkout. */
  async checkoutState(checkoutId: string): Promise<CheckoutState> {
    const found = await this.payments.findCheckout(checkoutId);
    if (!found) throw new ApiError(404, 'CHECKOUT_NOT_FOUND');
    const { checkout, plan } = found;
    const subscription =
      checkout.status === 'paid' ? await this.payments.findSubscription(checkout.id) : null;
    return {
      id: checkout.id,
      status: checkout.status,
      failureReason: checkout.status === 'failed' ? checkout.failureReason : null,
      planId: plan.id,
      planKind: plan.kind,
      origin: checkout.origin,
      successPath: successPagePath(plan.kind, checkout.origin),
      trialEndsAt: subscription?.trialEndsAt?.toISOString() ?? null,
      periodEndsAt: subscription?.currentPeriodEndsAt?.toISOString() ?? null,
    };
  }

  /** The sandbox's checkout page; 404 when another provider runs or it is not its checkout. */
  async sandboxCheckout(checkoutId: string): Promise<SandboxCheckout> {
    const found = await this.sandboxOwned(checkoutId);
    const user = await this.users.findById(found.checkout.userId);
    return {
      id: found.checkout.id,
      status: found.checkout.status,
      planId: found.plan.id,
      planKind: found.plan.kind,
      price: { amountMinor: found.plan.amountMinor, currency: found.plan.currency },
      trialDays: found.plan.trialDays,
      period: { count: found.plan.periodCount, unit: found.plan.periodUnit },
      customerEmail: user?.email ?? '',
      awaitingConfirmation: found.checkout.awaitingConfirmation,
    };
  }

  /**
   * What the patient did on the sandbox's page, delivered as the sandbox's signed webhooks
   * through the same verification as any provider's. 409 `CHECKOUT_CLOSED` once settled, and for
   * a confirmation without a delayed payment awaiting it.
   */
  async settleSandboxCheckout(
    checkoutId: string,
    outcome: SandboxOutcome,
  ): Promise<SandboxOutcomeResult> {
    const { checkout, plan } = await this.sandboxOwned(checkoutId);
    const confirming = outcome === 'delayedSucceeded' || outcome === 'delayedFailed';
    if (checkout.status !== 'pending' || checkout.awaitingConfirmation !== confirming) {
      throw new ApiError(409, 'CHECKOUT_CLOSED');
    }
    const sandbox = this.sandbox;
    if (!sandbox) throw notFound();
    for (const delivery of sandbox.deliveriesFor({ checkoutId, plan, at: new Date() }, outcome)) {
      await this.receiveWebhook('sandbox', delivery.rawBody, delivery.headers);
    }
    const state = await this.checkoutState(checkoutId);
    const onward = state.status === 'paid' || state.status === 'pending';
    return {
      redirectUrl: onward ? this.successUrl(checkout, plan) : this.cancelUrl(checkout),
      checkout: state,
    };
  }

  /**
   * A webhook delivery of the configured provider: verified over its raw bytes (400
   * `INVALID_WEBHOOK_SIGNATURE` otherwise), each event applied once; a checkout it paid gets its
   * confirmation mail. Another provider's path is 404.
   */
  async receiveWebhook(
    providerName: PaymentProviderName,
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<{ received: true }> {
    if (providerName !== this.provider.name) throw notFound();
    let events;
    try {
      events = this.provider.parseWebhook(rawBody, headers);
    } catch (error) {
      if (!(error instanceof InvalidWebhookSignature)) throw error;
      this.log.warn({ provider: providerName, reason: error.message }, 'webhook refused');
      throw new ApiError(400, 'INVALID_WEBHOOK_SIGNATURE');
    }
    for (const event of events) {
      const paid = await this.events.apply(providerName, event);
      if (paid) await this.confirm(paid);
    }
    return { received: true };
  }

  /** Opens the plan's checkout at the provider; the demo needs none and is paid at once. */
  private async startCheckout(
    checkout: CheckoutRow,
    plan: PlanRow,
    user: UserRow,
  ): Promise<CheckoutStarted> {
    if (plan.kind === 'demo') {
      await this.confirm(await this.events.payWithoutProvider(checkout.id));
      return { checkoutUrl: null, checkout: await this.checkoutState(checkout.id) };
    }
    const price = await this.payments.findProviderPrice(
      plan.id,
      this.provider.name,
      this.provider.environment,
    );
    if (this.provider.name !== 'sandbox' && !price) {
      this.log.error({ planId: plan.id, provider: this.provider.name }, 'plan has no price');
      throw new ApiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const subscription = (await this.payments.listSubscriptionsOfUser(user.id)).find(
      (row) => row.subscription.providerCustomerId !== null,
    );
    try {
      const created = await this.provider.createCheckout({
        checkoutId: checkout.id,
        plan,
        price: price ? { priceId: price.priceId, productId: price.productId } : null,
        customer: {
          email: user.email,
          language: user.settings.language,
          providerCustomerId: subscription?.subscription.providerCustomerId ?? null,
        },
        urls: { success: this.successUrl(checkout, plan), cancel: this.cancelUrl(checkout) },
      });
      await this.payments.updateCheckout(checkout.id, {
        providerCheckoutId: created.providerCheckoutId,
      });
      return { checkoutUrl: created.url, checkout: await this.checkoutState(checkout.id) };
    } catch (error) {
      this.log.error({ err: error, checkoutId: checkout.id }, 'opening a checkout failed');
      throw new ApiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  /**
   * The plan's confirmation with the recover code, after the payment is stored: a mail that
   * fails is logged and never undoes the payment. An unconfirmed account's link confirms it.
   */
  private async confirm(paid: PaidCheckout): Promise<void> {
    try {
      const user = await this.users.findById(paid.userId);
      const team = await this.teams.findMembership(paid.teamId, paid.userId);
      if (!user || !team) return;
      const link = user.confirmedAt
        ? { kind: 'openSubscription' as const, url: `${this.publicUrl}/subscription` }
        : {
            kind: 'confirmAccount' as const,
            url: `${this.publicUrl}/confirm/account?token=${encodeURIComponent(
              await this.db.transaction((tx) => this.oneTimeTokens.issue(user.id, 'confirm', tx)),
            )}`,
          };
      await this.mailer.send({
        to: user.email,
        ...composePaymentMail({
          language: user.settings.language,
          fullName: user.fullName,
          planKind: paid.plan.kind,
          teamName: team.team.name,
          recoverCode: paid.recoverCode,
          link,
        }),
      });
    } catch (error) {
      this.log.error({ err: error, checkoutId: paid.checkoutId }, 'plan confirmation mail failed');
    }
  }

  private async offeredPlan(planId: number): Promise<PlanRow> {
    const plan = await this.payments.findPlan(planId);
    if (!plan?.offered) throw new ApiError(404, 'PLAN_NOT_FOUND');
    return plan;
  }

  /**
   * The clinic a plan is for: the demo's is the demo clinic; a clinic's signup link names it (and
   * the clinic must have switched on subscriptions); else REHABILITATION_TEAM_ID, else the demo
   * clinic. 409 `REHABILITATION_CLINIC_UNAVAILABLE` when none applies.
   */
  private async clinicFor(plan: PlanRow, teamId: string | null): Promise<TeamRow> {
    const demo = () => this.teams.findByName(this.clinics.demoClinicName);
    const unavailable = () => new ApiError(409, 'REHABILITATION_CLINIC_UNAVAILABLE');
    if (plan.kind !== 'demo' && teamId) {
      const features = await this.features.listOfTeam(teamId);
      const team = features.includes('subscriptions') ? await this.teams.findById(teamId) : null;
      if (!team) throw unavailable();
      return team;
    }
    const configured = this.clinics.defaultTeamId
      ? await this.teams.findById(this.clinics.defaultTeamId)
      : null;
    const team =
      plan.kind === 'demo' ? ((await demo()) ?? configured) : (configured ?? (await demo()));
    if (!team) throw unavailable();
    return team;
  }

  /**
   * An account only rehabilitation signups made and nobody claimed: it has a checkout, was never
   * confirmed, made by no clinic, is a member of none and never paid. An account of `POST users`
   * has no checkout, so a signup never sets the password of one waiting for its confirmation.
   */
  private async isUnclaimedSignup(user: UserRow, tx: Database): Promise<boolean> {
    if (user.confirmedAt || user.createdByTeamId) return false;
    if ((await this.payments.lastTeamOfUser(user.id, tx)) === null) return false;
    if ((await this.teams.listMembershipsOfUser(user.id, tx)).length > 0) return false;
    return (await this.payments.listSubscriptionsOfUser(user.id, tx)).length === 0;
  }

  private async sandboxOwned(checkoutId: string) {
    const found = this.sandbox ? await this.payments.findCheckout(checkoutId) : null;
    if (!found || found.checkout.provider !== 'sandbox')
      throw new ApiError(404, 'CHECKOUT_NOT_FOUND');
    return found;
  }

  private successUrl(checkout: CheckoutRow, plan: PlanRow): string {
    return `${this.publicUrl}${successPagePath(plan.kind, checkout.origin)}?checkout=${checkout.id}`;
  }

  private cancelUrl(checkout: CheckoutRow): string {
    const page =
      checkout.origin === 'signup' ? '/register-rehabilitation/subscription' : '/subscription';
    return `${this.publicUrl}${page}?checkout=${checkout.id}`;
  }
}
