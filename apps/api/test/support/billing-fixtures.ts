import type { BillingProfileForm } from '@firm/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  jobs,
  orders,
  sandboxPaymentIntents,
  subscriptions,
  type SubscriptionRow,
} from '../../src/platform/database/schema.js';
import { jobRepository } from '../../src/platform/jobs/repository.js';
import type { TestApp } from './app.js';
import { mailHeader } from './mime.js';
import { bearerHeaders, FIXTURE_PASSWORD, reportTypeId } from './report-fixtures.js';
import { lifecycleStepRows } from './activity-records.js';

const SINGLE = 'subscription_price_for_single_user';

/** A whole billing profile (issue 46) a client may save: a UK company with a valid VAT number. */
export const UK_BILLING_PROFILE = {
  legal_name: 'Demo Trading Ltd',
  street_address: '1 Exchange Square',
  city: 'London',
  country: 'GB',
  tax_id_kind: 'gb_vat',
  tax_id: 'GB980780684',
  ap_emails: ['ap@demo.example'],
  po_required: false,
};

/** A German company's billing profile with a valid EU VAT number, as the issue 46 tests bill it. */
export const DE_BILLING_PROFILE: BillingProfileForm = {
  legal_name: 'Roasters Trading GmbH',
  street_address: 'Speicherstadt 12',
  city: 'Hamburg',
  postal_code: '20457',
  country: 'DE',
  tax_id_kind: 'eu_vat',
  tax_id: 'DE136695976',
  ap_emails: ['ap@roasters.test'],
  po_required: false,
};

export const CARD_EXPIRY = { expiry: '12 / 40', cvc: '123' };

/** A client of the test app signed in through the API, who buys by card (sandbox) or by invoice. */
export async function billingClient(t: TestApp, email: string) {
  const headers = await bearerHeaders(t.app, email, FIXTURE_PASSWORD);
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  /** Puts the type in the cart (single user); answers the cart's line ids. */
  async function fill(type: string): Promise<{ cart: number[] }> {
    const added = await post('/api/reports/cart/', {
      report_type: await reportTypeId(t.database.db, type),
      selected_subscription: SINGLE,
    });
    expect(added.statusCode).toBe(201);
    return { cart: (added.json().data as { id: number }[]).map((line) => line.id) };
  }

  return {
    /** Buys the type by card, confirmed in the sandbox with `cardNumber`; the buy must succeed. */
    async buyByCard(type: string, cardNumber = '4242 4242 4242 4242', amount = 195_000) {
      const { cart } = await fill(type);
      const intent = await post('/api/reports/bank/payments/checkout/', {
        amount,
        currency: 'usd',
        method: 'card',
        cart,
        discount_price: 0,
      });
      expect(intent.statusCode, intent.body).toBe(200);
      const confirmed = await post('/api/payments/sandbox/confirm/', {
        client_secret: intent.json().client_secret,
        method: 'card',
        card: { number: cardNumber, ...CARD_EXPIRY },
      });
      expect(confirmed.json()).toEqual({ status: 'succeeded' });
    },
    /** Pays an open order from the billing view by card, confirmed in the sandbox with `cardNumber`. */
    async payOrderByCard(number: string, cardNumber: string) {
      const intent = await post(`/api/billing/orders/${number}/pay/`, { method: 'card' });
      expect(intent.statusCode, intent.body).toBe(200);
      const confirmed = await post('/api/payments/sandbox/confirm/', {
        client_secret: intent.json().client_secret,
        method: 'card',
        card: { number: cardNumber, ...CARD_EXPIRY },
      });
      expect(confirmed.json()).toEqual({ status: 'succeeded' });
    },
    /** Buys the type by invoice; answers the invoice number. */
    async buyByInvoice(type: string): Promise<string> {
      const { cart } = await fill(type);
      const response = await post('/api/reports/pay/by/invoice/', { cart, discount_price: 0 });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().invoice_number as string;
    },
    /** The report types the client may read now (SPEC's report access API), signed in afresh at the clock's time. */
    async access(): Promise<number[]> {
      const now = await bearerHeaders(t.app, email, FIXTURE_PASSWORD);
      const response = await t.app.inject({ method: 'GET', url: '/api/reports/report/acess/', headers: now });
      return response.json().report_access as number[];
    },
  };
}

/** The tenant's only subscription, as it is now. */
export async function theSubscription(t: TestApp, tenantId: string): Promise<SubscriptionRow> {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId));
  return row!;
}

/** The subscription's lifecycle events, oldest first, as `event from→to`. */
export async function eventsOf(t: TestApp, subscriptionId: string): Promise<string[]> {
  const rows = await lifecycleStepRows(t.database.db, subscriptionId);
  return rows.map((row) => `${row.event} ${row.fromState}→${row.toState}`);
}

/** The off-session charges the sandbox made for the tenant's orders. */
export async function offSessionCharges(t: TestApp, tenantId: string) {
  const rows = await t.database.db
    .select({ id: sandboxPaymentIntents.id, status: sandboxPaymentIntents.status })
    .from(sandboxPaymentIntents)
    .innerJoin(orders, eq(orders.id, sandboxPaymentIntents.orderId))
    .where(and(eq(orders.tenantId, tenantId), like(sandboxPaymentIntents.id, 'pi_sandbox_off_%')));
  return rows;
}

/** The tenant's orders of a kind, oldest first. */
export function ordersOfKind(t: TestApp, tenantId: string, kind: 'purchase' | 'renewal' | 'late_fee') {
  return t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.kind, kind)))
    .orderBy(asc(orders.createdAt), asc(orders.number));
}

/** Moves the clock to `at` and runs what is due then. */
export async function runAt(t: TestApp, at: Date): Promise<void> {
  t.clock.set(at);
  const summary = await t.runJobs();
  expect(summary.failed + summary.retried, 'no job failed').toBe(0);
}

/** The mails delivered so far with the subject, to the address. */
export async function mailsWith(t: TestApp, subject: string, to?: string) {
  const delivered = await t.outbox();
  return delivered.filter(
    (mail) =>
      mailHeader(mail.raw, 'Subject') === subject && (to === undefined || mail.to.join().includes(to)),
  );
}

/**
 * Queues every subscription step job run so far once more (same payload and time, a new key) and runs them: a
 * replayed step must change nothing.
 */
export async function replayStepJobs(t: TestApp): Promise<number> {
  const done = await t.database.db.select().from(jobs).where(eq(jobs.name, 'subscriptions.step'));
  for (const job of done) {
    // A done job's payload is dropped (the queue keeps no contents): the step is read back from its key,
    // subscription:<id>:<action>:<at>:<generation>.
    const [, subscriptionId, action, at] =
      /^subscription:([^:]+):([^:]+):(.+):\d+$/.exec(job.uniqueKey ?? '') ?? [];
    expect(subscriptionId, `the step job's key ${job.uniqueKey}`).toBeDefined();
    await jobRepository.insert(t.database.db, {
      name: job.name,
      payload: { subscriptionId, action, at },
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
      uniqueKey: `${job.uniqueKey ?? job.id}:replay:${Date.now()}`,
      createdAt: t.clock.now(),
    });
  }
  const summary = await t.runJobs();
  expect(summary.failed + summary.retried).toBe(0);
  return done.length;
}
