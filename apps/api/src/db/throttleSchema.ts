import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the request limits (sign-in failures, registrations, reset and e-mail change
 * requests), one row per limit and subject in a fixed window, shared by every API process.
 * `key` is an HMAC of the limit's name and its subject (a client address, an e-mail address, an
 * account), so the table holds no addresses; a row whose window has ended counts from zero again
 * and is deleted by the periodic sweep.
 */
export const requestThrottles = pgTable(
  'request_throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_throttles_window_ends_at_idx').on(table.windowEndsAt)],
);

export type RequestThrottleRow = typeof requestThrottles.$inferSelect;
