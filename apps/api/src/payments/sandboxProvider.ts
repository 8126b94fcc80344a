import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SandboxOutcome, SubscriptionStatus } from '@telemed/domain';
import type { PlanRow } from '../db/schema';
import { addPeriod } from './planPeriods';
import { InvalidWebhookSignature } from './paymentProvider';
import type {
  CheckoutRequest,
  CreatedCheckout,
  PaymentEvent,
  PaymentProvider,
  ProviderSubscriptionState,
} from './paymentProvider';

/** The header of the sandbox's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How old a signed delivery may be, as Stripe's default tolerance. */
const TOLERANCE_SECONDS = 300;

/** One event as the sandbox sends it (its own small format; the types are Stripe's names). */
export interface SandboxEventBody {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  checkoutId: string;
  reason?: 'cardDeclined' | 'paymentFailed';
  subscription?: {
    id: string;
    customerId: string;
    status: SubscriptionStatus | null;
    /** ISO timestamps. */
    trialEndsAt: string | null;
    currentPeriodEndsAt: string | null;
    cancelAtPeriodEnd: boolean;
  };
}

/** A webhook delivery the sandbox raises: the bytes and headers the webhook route would get. */
export interface SandboxDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

/** The checkout an outcome settles, as the sandbox needs to know it. */
export interface SandboxCheckoutFacts {
  checkoutId: string;
  plan: PlanRow;
  /** When the outcome happens. */
  at: Date;
}

function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

function parseSignatureHeader(header: string): { timestamp: number; signature: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', value = ''] = part.split('=', 2);
      return [key.trim(), value.trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isSafeInteger(timestamp) || !signature) return null;
  return { timestamp, signature };
}

/** The subscription ids the sandbox makes up, from Telemed's checkout id. */
const subscriptionIdOf = (checkoutId: string) => `sandbox_sub_${checkoutId}`;
const customerIdOf = (checkoutId: string) => `sandbox_cus_${checkoutId}`;

/**
 * The embedded payment provider (the default, so a newcomer can pay on `npm start`): its hosted
 * checkout is a page of the signup app, and what the patient does there comes back as signed
 * webhook deliveries, verified and applied like any provider's. No money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly environment = 'test' as const;

  /**
   * @param secret signs the sandbox's deliveries (derived from the server's secret).
   * @param checkoutPageUrl the signup app's page of the sandbox's checkout, for a checkout id.
   * @param now the clock of the deliveries' signatures and times.
   */
  constructor(
    private readonly secret: string,
    private readonly checkoutPageUrl: (checkoutId: string) => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    return {
      providerCheckoutId: `sandbox_cs_${request.checkoutId}`,
      url: this.checkoutPageUrl(request.checkoutId),
    };
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaymentEvent[] {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new InvalidWebhookSignature('no signature header');
    const parsed = parseSignatureHeader(header);
    if (!parsed) throw new InvalidWebhookSignature('malformed signature header');
    const expected = Buffer.from(sign(this.secret, parsed.timestamp, rawBody.toString('utf8')));
    const given = Buffer.from(parsed.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new InvalidWebhookSignature('signature mismatch');
    }
    if (Math.abs(this.now().getTime() / 1000 - parsed.timestamp) > TOLERANCE_SECONDS) {
      throw new InvalidWebhookSignature('timestamp outside the tolerance');
    }
    let body: SandboxEventBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as SandboxEventBody;
    } catch {
      throw new InvalidWebhookSignature('body is not JSON');
    }
    return [toPaymentEvent(body)];
  }

  /**
   * The signed deliveries of what the patient did on the sandbox's checkout page: a card
   * accepted completes the checkout (and starts a subscription, its first invoice paid unless it
   * has a trial); declined fails it; abandoned expires it; delayed completes it unpaid, and the
   * later confirmation pays or fails it.
   */
  deliveriesFor(facts: SandboxCheckoutFacts, outcome: SandboxOutcome): SandboxDelivery[] {
    const event = (type: string, extra: Partial<SandboxEventBody> = {}): SandboxEventBody => ({
      id: `evt_sandbox_${randomUUID()}`,
      type,
      created: Math.floor(facts.at.getTime() / 1000),
      checkoutId: facts.checkoutId,
      ...extra,
    });
    const started = () => this.subscriptionStarted(facts, event);
    const bodies: SandboxEventBody[] = {
      accepted: () => [event('checkout.session.completed:paid'), ...started()],
      declined: () => [event('payment_intent.payment_failed', { reason: 'cardDeclined' })],
      abandoned: () => [event('checkout.session.expired')],
      delayed: () => [event('checkout.session.completed:unpaid')],
      delayedSucceeded: () => [event('checkout.session.async_payment_succeeded'), ...started()],
      delayedFailed: () => [
        event('checkout.session.async_payment_failed', { reason: 'paymentFailed' }),
      ],
    }[outcome]();
    return bodies.map((body) => this.signed(body));
  }

  /** A subscription plan's start: created (trialing or active) and, without trial, its invoice. */
  private subscriptionStarted(
    facts: SandboxCheckoutFacts,
    event: (type: string, extra?: Partial<SandboxEventBody>) => SandboxEventBody,
  ): SandboxEventBody[] {
    if (facts.plan.kind !== 'subscription') return [];
    const trialEndsAt =
      facts.plan.trialDays > 0 ? addPeriod(facts.at, facts.plan.trialDays, 'days') : null;
    const periodEndsAt =
      trialEndsAt ?? addPeriod(facts.at, facts.plan.periodCount, facts.plan.periodUnit);
    const subscription = {
      id: subscriptionIdOf(facts.checkoutId),
      customerId: customerIdOf(facts.checkoutId),
      status: trialEndsAt ? ('trialing' as const) : ('active' as const),
      trialEndsAt: trialEndsAt?.toISOString() ?? null,
      currentPeriodEndsAt: periodEndsAt.toISOString(),
      cancelAtPeriodEnd: false,
    };
    const created = event('customer.subscription.created', { subscription });
    return trialEndsAt ? [created] : [created, event('invoice.paid', { subscription })];
  }

  /** Signs a delivery as the webhook route will verify it. */
  signed(body: SandboxEventBody): SandboxDelivery {
    const text = JSON.stringify(body);
    const timestamp = Math.floor(this.now().getTime() / 1000);
    return {
      rawBody: Buffer.from(text),
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(this.secret, timestamp, text)}`,
      },
    };
  }

  async cancelSubscription(subscriptionId: string, checkoutId: string): Promise<PaymentEvent[]> {
    return [this.cancellationChanged(subscriptionId, checkoutId, true)];
  }

  async resumeSubscription(subscriptionId: string, checkoutId: string): Promise<PaymentEvent[]> {
    return [this.cancellationChanged(subscriptionId, checkoutId, false)];
  }

  private cancellationChanged(
    subscriptionId: string,
    checkoutId: string,
    cancelAtPeriodEnd: boolean,
  ): PaymentEvent {
    const subscription: ProviderSubscriptionState = {
      subscriptionId,
      customerId: null,
      status: null,
      trialEndsAt: null,
      currentPeriodEndsAt: null,
      cancelAtPeriodEnd,
    };
    return {
      kind: 'subscriptionChanged',
      id: `evt_sandbox_${randomUUID()}`,
      type: 'customer.subscription.updated',
      occurredAt: this.now(),
      checkoutId,
      subscription,
    };
  }

  /** The sandbox has no customer portal: its cards are pretend. */
  async customerPortalUrl(): Promise<string | null> {
    return null;
  }
}

/** The sandbox's event as the payments service applies it. */
function toPaymentEvent(body: SandboxEventBody): PaymentEvent {
  const base = {
    id: String(body.id),
    type: String(body.type),
    occurredAt: new Date(Number(body.created) * 1000),
    checkoutId: typeof body.checkoutId === 'string' ? body.checkoutId : null,
  };
  const subscription = body.subscription
    ? {
        subscriptionId: body.subscription.id,
        customerId: body.subscription.customerId,
        status: body.subscription.status,
        trialEndsAt: body.subscription.trialEndsAt ? new Date(body.subscription.trialEndsAt) : null,
        currentPeriodEndsAt: body.subscription.currentPeriodEndsAt
          ? new Date(body.subscription.currentPeriodEndsAt)
          : null,
        cancelAtPeriodEnd: body.subscription.cancelAtPeriodEnd,
      }
    : null;
  switch (body.type) {
    case 'checkout.session.completed:paid':
    case 'checkout.session.completed:unpaid':
      return {
        ...base,
        kind: 'checkoutCompleted',
        paid: body.type.endsWith(':paid'),
        customerId: null,
        subscriptionId: null,
      };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, kind: 'checkoutPaymentSucceeded' };
    case 'payment_intent.payment_failed':
    case 'checkout.session.async_payment_failed':
      return { ...base, kind: 'checkoutFailed', reason: body.reason ?? 'paymentFailed' };
    case 'checkout.session.expired':
      return { ...base, kind: 'checkoutExpired' };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscription
        ? { ...base, kind: 'subscriptionChanged', subscription }
        : { ...base, kind: 'ignored' };
    case 'invoice.paid':
      return subscription
        ? {
            ...base,
            kind: 'invoicePaid',
            subscriptionId: subscription.subscriptionId,
            customerId: subscription.customerId,
            periodEndsAt: subscription.currentPeriodEndsAt,
          }
        : { ...base, kind: 'ignored' };
    default:
      return { ...base, kind: 'ignored' };
  }
}
