import type {
  CheckoutFailureReason,
  CheckoutOrigin,
  CheckoutStatus,
  PaymentProviderName,
  PlanCurrency,
  PlanIntervalUnit,
  PlanKind,
  SubscriptionStatus,
} from '@telemed/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accountsSchema';

/** Which of a provider's accounts a price belongs to: its test mode or production (§9). */
export const PROVIDER_ENVIRONMENTS = ['test', 'production'] as const;
export type ProviderEnvironment = (typeof PROVIDER_ENVIRONMENTS)[number];

/**
 * The rehabilitation plans (platform-core §9: 1 subscription, 2 one-time, 3 demo, 4 normal):
 * kind, price, trial and period. `offered` plans are shown on the signup page.
 */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  kind: text('kind').$type<PlanKind>().notNull(),
  /** Minor units of `currency`; 0 for the demo and the normal plan. */
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').$type<PlanCurrency>().notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  periodCount: integer('period_count').notNull(),
  periodUnit: text('period_unit').$type<PlanIntervalUnit>().notNull(),
  offered: boolean('offered').notNull(),
  /** Order on the signup page. */
  position: integer('position').notNull(),
});

export type PlanRow = typeof plans.$inferSelect;

/**
 * A plan's price and product at a provider, per environment: Stripe's test and live modes have
 * their own ids (platform-core §9 "separate price and product ids for production and test").
 */
export const planProviderPrices = pgTable(
  'plan_provider_prices',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    environment: text('environment').$type<ProviderEnvironment>().notNull(),
    priceId: text('price_id').notNull(),
    productId: text('product_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.provider, table.environment] })],
);

export type PlanProviderPriceRow = typeof planProviderPrices.$inferSelect;

/** What the signup form told the clinic, kept on the checkout until it is paid. */
export interface StoredRegistrant {
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * One checkout of a plan for a user and a clinic: its id is the public, unguessable handle of the
 * success pages; `status` moves only through the provider's verified events.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's own id of the checkout (Stripe's Checkout Session id). */
    providerCheckoutId: text('provider_checkout_id'),
    origin: text('origin').$type<CheckoutOrigin>().notNull(),
    /** The signup's names and phone for the clinic's patient record; null from the portal. */
    registrant: jsonb('registrant').$type<StoredRegistrant>(),
    status: text('status').$type<CheckoutStatus>().notNull().default('pending'),
    failureReason: text('failure_reason').$type<CheckoutFailureReason>(),
    /** The sandbox's delayed payment waiting for its confirmation. */
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('checkouts_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('checkouts_provider_checkout_unique').on(table.provider, table.providerCheckoutId),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * The plan a paid checkout gave (platform-core §3 "User payment data"): one row per checkout,
 * written from the provider's events whichever comes first. `lastEventAt` is the provider's time
 * of the newest event applied, so an older event delivered late changes nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    checkoutId: uuid('checkout_id')
      .primaryKey()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('subscriptions_provider_subscription_unique').on(
      table.provider,
      table.providerSubscriptionId,
    ),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Every provider event applied, by the provider's event id: a replay is recognised and skipped. */
export const processedPaymentEvents = pgTable(
  'processed_payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The recover code of the mobile app, one per user: encrypted (AES-256-GCM under a key derived
 * from the server's secret) because the subscription page shows it again, and its HMAC for the
 * app's look-up without decrypting every row (docs/decisions.md "Payments").
 */
export const recoverCodes = pgTable(
  'recover_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeCiphertext: text('code_ciphertext').notNull(),
    codeHmac: text('code_hmac').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('recover_codes_hmac_unique').on(table.codeHmac)],
);

export type RecoverCodeRow = typeof recoverCodes.$inferSelect;
