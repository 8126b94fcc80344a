import type {
  BusinessIdName,
  ContractTerm,
  Country,
  FeeCurrency,
  OrderAgreement,
  OrderStatus,
  SignatureMethod,
} from '@telemed/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accountsSchema';

/** How a signature was given; `strokes` only for a drawn one (points in the unit square). */
export interface StoredSignature {
  method: SignatureMethod;
  signerName: string;
  strokes?: [number, number][][];
}

/**
 * A clinic's order (clinic activation, clinical-domain §2, §3 "Order form"): the business details
 * as submitted, the accepted agreements, the signature with who signed (`submitted_by`) and when
 * (`created_at`), then the fee a site administrator set and when the clinic was activated.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('submitted'),
    businessName: text('business_name').notNull(),
    country: text('country').$type<Country>().notNull(),
    businessIdName: text('business_id_name').$type<BusinessIdName>().notNull(),
    businessId: text('business_id').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    devices: integer('devices').notNull(),
    contractTerm: text('contract_term').$type<ContractTerm>().notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    agreements: jsonb('agreements').$type<OrderAgreement[]>().notNull(),
    signature: jsonb('signature').$type<StoredSignature>().notNull(),
    /** The signer's account; the order and the signer's name outlive it. */
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The subscription fee in minor units of `fee_currency`, sent after the order (§9). */
    feeAmount: integer('fee_amount'),
    feeCurrency: text('fee_currency').$type<FeeCurrency>(),
    feeSetAt: timestamp('fee_set_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_team_created_idx').on(table.teamId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
