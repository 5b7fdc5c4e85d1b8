import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** The platform's own tables: the job queue, the sandbox payment provider's intents and the cache versions. */

/** The built-in sandbox provider's payment intents (DESIGN §4), kept like Stripe keeps its own. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: text('method', { enum: ['card', 'us_bank_account'] }).notNull(),
  status: text('status', {
    enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
  }).notNull(),
  orderId: uuid('order_id'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The durable job queue (src/platform/jobs): side effects waiting for a worker. A job is claimed with
 * `FOR UPDATE SKIP LOCKED`, so several processes never run one at the same time; a failure is retried with backoff
 * until `max_attempts`, then kept as failed with its last error for an operator (`jobs:list`, `jobs:retry`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when a job must exist once only (a reminder for one invoice): a second enqueue with it adds nothing. */
    uniqueKey: text('unique_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The order of enqueueing: jobs due at the same time run first in, first out (uuids have no order). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt)],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * Change counters of what the API keeps in memory (docs/decisions/018): triggers (migration 0020) move a scope's
 * version in the transaction that changes its rows ('catalogue': reports and report types; 'tenant:<id>': an
 * organisation's subscriptions, seats, invitations, members' status and role; 'user:<id>': a user's bookmarks;
 * 'all': a table emptied at once). Values come from one sequence, so a version is never given twice.
 */
export const cacheVersions = pgTable('cache_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
