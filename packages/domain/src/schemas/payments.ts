import { z } from 'zod';
import {
  CHECKOUT_FAILURE_REASONS,
  CHECKOUT_ORIGINS,
  CHECKOUT_STATUSES,
  PAYMENT_PROVIDERS,
  PLAN_CURRENCIES,
  PLAN_IDS,
  PLAN_INTERVAL_UNITS,
  PLAN_KINDS,
  RECOVER_CODE_LENGTH,
  SANDBOX_OUTCOMES,
  SUBSCRIPTION_STATUSES,
} from '../rules/payments';
import { AcceptedConsentsSchema, EmailSchema, NewPasswordSchema } from './auth';
import { PhoneSchema } from './members';
import { GenderSchema, IsoDateSchema, LanguageSchema } from './user';

/** Longest first or last name of a registrant. */
export const REGISTRANT_NAME_MAX_LENGTH = 60;

export const PlanKindSchema = z.enum(PLAN_KINDS, { error: 'invalidValue' });
export const PlanIntervalUnitSchema = z.enum(PLAN_INTERVAL_UNITS, { error: 'invalidValue' });
export const PlanCurrencySchema = z.enum(PLAN_CURRENCIES, { error: 'invalidValue' });
export const CheckoutStatusSchema = z.enum(CHECKOUT_STATUSES, { error: 'invalidValue' });
export const CheckoutFailureReasonSchema = z.enum(CHECKOUT_FAILURE_REASONS);
export const CheckoutOriginSchema = z.enum(CHECKOUT_ORIGINS);
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS, { error: 'invalidValue' });
export const SandboxOutcomeSchema = z.enum(SANDBOX_OUTCOMES, { error: 'invalidValue' });

/** A plan identifier the patient may choose: the subscription, the one-time payment or the demo. */
export const OfferedPlanIdSchema = z.union(
  [z.literal(PLAN_IDS.subscription), z.literal(PLAN_IDS.oneTime), z.literal(PLAN_IDS.demo)],
  { error: 'invalidValue' },
);

/** A span of time in days or months: a subscription's billing interval, a one-time access period. */
export const PlanPeriodSchema = z.object({
  count: z.number().int().positive(),
  unit: PlanIntervalUnitSchema,
});

export type PlanPeriod = z.infer<typeof PlanPeriodSchema>;

/** A price in minor units (cents, grosze) of its currency. */
export const PriceSchema = z.object({
  amountMinor: z.number().int().nonnegative(),
  currency: PlanCurrencySchema,
});

export type Price = z.infer<typeof PriceSchema>;

/**
 * A rehabilitation plan as the signup page and the choose-plan modal show it (clinical-domain §3
 * "Subscription"). The client names a plan by its kind in the user's language; the provider's
 * price and product ids stay on the server.
 */
export const PlanSchema = z.object({
  id: z.number().int(),
  kind: PlanKindSchema,
  /** Null for the free demo. */
  price: PriceSchema.nullable(),
  /** Days of trial before a subscription's first payment; 0 without trial. */
  trialDays: z.number().int().nonnegative(),
  /** A subscription's billing interval, the access a one-time payment or the demo gives. */
  period: PlanPeriodSchema,
});

export type Plan = z.infer<typeof PlanSchema>;

/** GET plans: the plans offered on the signup page, in the order the page shows them. */
export const PlansResponseSchema = z.array(PlanSchema);

/** The consents of the rehabilitation signup: terms and privacy must be accepted. */
export const RehabilitationConsentsSchema = AcceptedConsentsSchema.extend({
  /** The subscription services terms (`/:lang/subscription-services`), for every plan. */
  subscriptionServices: z.literal(true, { error: 'notAccepted' }),
});

const registrantName = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'isRequired' })
    .max(REGISTRANT_NAME_MAX_LENGTH, { error: 'tooLong' });

/**
 * POST rehabilitationUsers (platform-core §7): the registrant's personal data, the password of
 * the account the portal and the mobile app sign in with, the consents, the chosen plan and, when
 * the patient came through a clinic's signup link, that clinic. Without `teamId` the server's
 * rehabilitation clinic takes the patient; the demo always goes to the demo clinic
 * (docs/decisions.md "Payments").
 */
export const RehabilitationSignupBodySchema = z.object({
  firstName: registrantName(),
  lastName: registrantName(),
  email: EmailSchema,
  password: NewPasswordSchema,
  phone: PhoneSchema,
  dateOfBirth: IsoDateSchema,
  gender: GenderSchema,
  acceptedConsents: RehabilitationConsentsSchema,
  language: LanguageSchema.optional(),
  planId: OfferedPlanIdSchema,
  teamId: z.uuid({ error: 'invalidFormat' }).optional(),
});

export type RehabilitationSignupBody = z.input<typeof RehabilitationSignupBodySchema>;

/**
 * A checkout as the success pages see it: only what the server learnt from its provider's
 * verified events, never the page's assumption. Its id is unguessable (a random UUID), so the
 * public state call reveals nothing to whoever does not hold it.
 */
export const CheckoutStateSchema = z.object({
  id: z.uuid(),
  status: CheckoutStatusSchema,
  /** Set when `status` is `failed`. */
  failureReason: CheckoutFailureReasonSchema.nullable(),
  planId: z.number().int(),
  planKind: PlanKindSchema,
  origin: CheckoutOriginSchema,
  /** The page to show once paid or pending, e.g. `/payment-success-one-time`. */
  successPath: z.string(),
  /** The trial's end for a subscription with a trial, once paid. */
  trialEndsAt: z.iso.datetime().nullable(),
  /** When access ends (one-time, demo) or the subscription renews, once paid. */
  periodEndsAt: z.iso.datetime().nullable(),
});

export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

/**
 * The answer of starting a checkout: where to send the patient (the provider's hosted checkout)
 * and its state. The demo needs no payment: its `checkoutUrl` is null and its state is already
 * `paid`.
 */
export const CheckoutStartedSchema = z.object({
  checkoutUrl: z.url().nullable(),
  checkout: CheckoutStateSchema,
});

export type CheckoutStarted = z.infer<typeof CheckoutStartedSchema>;

/** `/payments/checkouts/:checkoutId` and the sandbox's checkout paths. */
export const CheckoutParamsSchema = z.object({ checkoutId: z.uuid({ error: 'invalidFormat' }) });

/** `/payments/webhooks/:provider` */
export const WebhookParamsSchema = z.object({ provider: PaymentProviderNameSchema });

/** The answer to a provider's webhook delivery once its events are recorded. */
export const WebhookReceivedSchema = z.object({ received: z.literal(true) });

/** POST users/me/subscription/checkout: the choose-plan modal's choice. */
export const ChoosePlanBodySchema = z.object({ planId: OfferedPlanIdSchema });

export type ChoosePlanBody = z.input<typeof ChoosePlanBodySchema>;

/** The signed-in user's plan (platform-core §3 "User payment data"). */
export const SubscriptionSchema = z.object({
  plan: PlanSchema,
  status: SubscriptionStatusSchema,
  /** The clinic whose patient the plan makes the user. */
  teamId: z.uuid(),
  teamName: z.string(),
  /** The trial's end while trialing. */
  trialEndsAt: z.iso.datetime().nullable(),
  /** The next payment of a renewing subscription; null once it ends at the period's end. */
  nextPaymentAt: z.iso.datetime().nullable(),
  /** When access ends: a one-time or demo period, or a cancelled subscription's period end. */
  endsAt: z.iso.datetime().nullable(),
  /** Cancelled by the patient, running until `endsAt`; `resume` undoes it. */
  cancelAtPeriodEnd: z.boolean(),
  /** Whether the provider offers a customer portal (cards, invoices). */
  hasCustomerPortal: z.boolean(),
});

export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * GET users/me/subscription: the current plan or none (the page's "no plan"), and whether the
 * patient must still give a phone number before the clinic can assign rehabilitation.
 */
export const CurrentPlanSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  phoneRequired: z.boolean(),
});

export type CurrentPlan = z.infer<typeof CurrentPlanSchema>;

/** The customer portal of the provider to manage cards and invoices. */
export const CustomerPortalSchema = z.object({ url: z.url() });

/** The recover code the mobile app asks for to recover the patient's account on a new phone. */
export const RecoverCodeSchema = z.object({
  code: z.string().regex(new RegExp(`^\\d{${RECOVER_CODE_LENGTH}}$`)),
  createdAt: z.iso.datetime(),
});

export type RecoverCode = z.infer<typeof RecoverCodeSchema>;

/** PUT users/me/phone: the number the clinic needs for a rehabilitation assignment. */
export const SetPhoneBodySchema = z.object({ phone: PhoneSchema });

export type SetPhoneBody = z.input<typeof SetPhoneBodySchema>;

/** The sandbox's hosted checkout page: what it shows before the patient pays. */
export const SandboxCheckoutSchema = z.object({
  id: z.uuid(),
  status: CheckoutStatusSchema,
  planId: z.number().int(),
  planKind: PlanKindSchema,
  price: PriceSchema,
  trialDays: z.number().int().nonnegative(),
  period: PlanPeriodSchema,
  customerEmail: z.string(),
  /** A delayed payment waits for its confirmation: the page offers it. */
  awaitingConfirmation: z.boolean(),
});

export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;

/** POST the sandbox checkout's outcome. */
export const SandboxOutcomeBodySchema = z.object({ outcome: SandboxOutcomeSchema });

export type SandboxOutcomeBody = z.input<typeof SandboxOutcomeBodySchema>;

/**
 * After the sandbox's outcome: where the browser goes next (the success page, or back to the
 * plans after a decline or abandon) and the checkout's state as the events left it.
 */
export const SandboxOutcomeResultSchema = z.object({
  redirectUrl: z.url(),
  checkout: CheckoutStateSchema,
});

export type SandboxOutcomeResult = z.infer<typeof SandboxOutcomeResultSchema>;
