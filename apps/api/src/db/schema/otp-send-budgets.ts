import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SMS budgets (issue 28): how many code sends a scope (`tenant:7:unknown:hour`, `global:day`, …)
 * has used in the fixed window starting at `window_start`. A send claims one with a single
 * conditional upsert, so the count can never pass its maximum, on any replica; a send that fails
 * afterwards gives it back. Rows of past windows are deleted as sends come in.
 */
export const otpSendBudgets = pgTable(
  'otp_send_budgets',
  {
    scope: text('scope').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sends: integer('sends').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scope, table.windowStart] }), index('otp_send_budgets_window_start').on(table.windowStart)],
);
