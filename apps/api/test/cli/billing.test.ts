import { CLI_STAFF } from '../../src/modules/activity/index.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/database/database.js';
import { coupons, orders, sandboxPaymentIntents, subscriptions } from '../../src/platform/database/schema.js';
import { RECEIPT_SUBJECT } from '../../src/modules/commerce/mails.js';
import { createCliWorkspace, type CliWorkspace } from '../support/cli.js';
import { checkoutServices, fillCart, placeSandboxOrder } from '../support/order-fixtures.js';
import { mailHeader } from '../support/mime.js';
import { readOutbox } from '../support/index.js';
import { addOrganisation, reportTypeId } from '../support/report-fixtures.js';
import { staffActionRows } from '../support/activity-records.js';

let cli: CliWorkspace;
beforeAll(async () => {
  cli = await createCliWorkspace();
});
afterAll(async () => {
  await cli.close();
});

/** The services of the flow on the CLI's database, mailing into the CLI's outbox as the server would. */
const servicesOn = (db: Db) => checkoutServices(db, { outboxDir: cli.outboxDir });

/** Delivers the mail the commands queued, as the server's job worker would, and reads the CLI's outbox. */
async function deliveredMail() {
  await cli.withDatabase(({ db }) => servicesOn(db).jobs.runDue());
  return readOutbox(cli.outboxDir);
}

const usage = 'Usage: pnpm --filter @firm/api cli';

/** The audit records about an order (issue 16: the CLI's changes are recorded as the back office's are). */
const auditOf = (orderNumber: string) =>
  cli.withDatabase(({ db }) =>
    staffActionRows(db, { targetId: orderNumber }).then((rows) =>
      rows.map(({ action, staffUserId, staffEmail }) => ({ action, staffUserId, staffEmail })),
    ),
  );

describe('pnpm cli invoices:mark-paid <invoice number>', () => {
  it('settles the invoice: a year of subscription, access, a receipt; a second run changes nothing', async () => {
    const fixture = await cli.withDatabase(async ({ db }) => {
      const org = await addOrganisation(db, 'Invoice Buyers Ltd', ['ivy@buyers.test']);
      const identity = { userId: org.userIds[0]!, tenantId: org.tenantId };
      const cart = await fillCart(db, identity, 'Coffee Weekly Report');
      const answer = await servicesOn(db).invoices.payByInvoice(identity, { cart, discount_price: 0 });
      const access = await servicesOn(db).entitlements.accessibleTypeIds(identity);
      return { identity, answer, access, coffee: await reportTypeId(db, 'Coffee Weekly Report') };
    });
    // Ordered, not paid: no access yet.
    expect(fixture.access).not.toContain(fixture.coffee);

    const run = await cli.run('invoices:mark-paid', fixture.answer.invoiceNumber);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^Invoice ${fixture.answer.invoiceNumber} \\(order SO-\\d{4}-\\d{6}\\) is paid\\.$`),
    );
    expect(lines[1]).toMatch(/^ {2}Coffee Weekly Report: subscribed until \d{1,2} \w+ \d{4}$/);
    expect(lines[2]).toBe('Receipt queued for ivy@buyers.test.');

    const after = await cli.withDatabase(async ({ db }) => {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.invoiceNumber, fixture.answer.invoiceNumber));
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.tenantId, fixture.identity.tenantId));
      const access = await servicesOn(db).entitlements.accessibleTypeIds(fixture.identity);
      return { order: order!, rows, access };
    });
    expect(after.order.status).toBe('paid');
    expect(after.rows).toHaveLength(1);
    const yearLater = new Date(after.rows[0]!.startsAt);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(after.rows[0]!.endsAt).toEqual(yearLater);
    expect(after.access).toContain(fixture.coffee);
    expect(await auditOf(after.order.number)).toEqual([
      { action: 'invoice_marked_paid', staffUserId: null, staffEmail: 'cli' },
    ]);
    const receipts = (await deliveredMail()).filter(
      (mail) => mailHeader(mail.raw, 'Subject') === RECEIPT_SUBJECT(after.order.number),
    );
    expect(receipts).toHaveLength(1);

    const again = await cli.run('invoices:mark-paid', fixture.answer.invoiceNumber.toLowerCase());
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/was already paid on \d{1,2} \w+ \d{4}; nothing changed\.\n$/);
    const [still] = await cli.withDatabase(({ db }) =>
      db.select().from(subscriptions).where(eq(subscriptions.tenantId, fixture.identity.tenantId)),
    );
    expect(still!.endsAt).toEqual(yearLater);
    expect(await auditOf(after.order.number)).toHaveLength(1);
    expect(
      (await deliveredMail()).filter(
        (mail) => mailHeader(mail.raw, 'Subject') === RECEIPT_SUBJECT(after.order.number),
      ),
    ).toHaveLength(1);
  }, 120_000);

  it('refuses an unknown invoice (1) and a wrong command line (2)', async () => {
    const [unknown, missing] = await Promise.all([
      cli.run('invoices:mark-paid', 'INV-2026-999999'),
      cli.run('invoices:mark-paid', '--type', 'x'),
    ]);
    expect(unknown).toMatchObject({ code: 1, stdout: '', stderr: 'There is no invoice INV-2026-999999.\n' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("Unknown option '--type'");
    expect(missing.stderr).toContain(usage);
  }, 120_000);
});

describe('pnpm cli invoices:void <invoice number>', () => {
  it('cancels an unpaid invoice, freeing its promo code; a second run changes nothing; a paid one is refused', async () => {
    const fixture = await cli.withDatabase(async ({ db }) => {
      const org = await addOrganisation(db, 'Void Buyers Ltd', ['vic@void.test']);
      const identity = { userId: org.userIds[0]!, tenantId: org.tenantId };
      const services = servicesOn(db);
      const unpaid = await services.invoices.payByInvoice(identity, {
        cart: await fillCart(db, identity, 'Coffee Weekly Report'),
        discount_price: 0,
      });
      const paid = await services.invoices.payByInvoice(identity, {
        cart: await fillCart(db, identity, 'Cocoa Weekly Report'),
        discount_price: 0,
      });
      await services.invoices.markPaid(paid.invoiceNumber, CLI_STAFF);
      return { unpaid: unpaid.invoiceNumber, paid: paid.invoiceNumber };
    });

    const run = await cli.run('invoices:void', fixture.unpaid);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^Invoice ${fixture.unpaid} \\(order SO-\\d{4}-\\d{6}\\) is void\\.\n$`),
    );
    const [order] = await cli.withDatabase(({ db }) =>
      db.select().from(orders).where(eq(orders.invoiceNumber, fixture.unpaid)),
    );
    expect(order).toMatchObject({ status: 'cancelled', payableUntil: null });
    expect(await auditOf(order!.number)).toEqual([
      { action: 'invoice_voided', staffUserId: null, staffEmail: 'cli' },
    ]);

    // One after the other: the CLI's PGlite data directory takes one process at a time.
    const again = await cli.run('invoices:void', fixture.unpaid.toLowerCase());
    const paid = await cli.run('invoices:void', fixture.paid);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/was already void; nothing changed\.\n$/);
    expect(paid).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `Invoice ${fixture.paid} is paid and cannot be voided; its subscriptions have started.\n`,
    });
  }, 120_000);
});

describe('pnpm cli coupons:create', () => {
  it('creates a code with its window and limits; a taken code is refused', async () => {
    const percent = await cli.run(
      'coupons:create',
      '--code',
      'spring 10',
      '--percent',
      '10',
      '--from',
      '2026-01-01',
      '--until',
      '2099-12-31',
      '--max',
      '50',
      '--min',
      '1000',
    );
    expect(percent.stderr).toBe('');
    expect(percent.code).toBe(0);
    expect(percent.stdout).toBe(
      'Created promo code SPRING10: 10% off, from 1 January 2026 to the end of 31 December 2099 (UTC); at most 50 orders, on orders of at least $1,000.\n',
    );

    const rows = await cli.withDatabase(({ db }) => db.select().from(coupons));
    expect(rows.find((row) => row.code === 'SPRING10')).toMatchObject({
      kind: 'percent',
      percentOff: 10,
      amountOffCents: null,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      // The code works all of its last day.
      validUntil: new Date('2100-01-01T00:00:00Z'),
      maxRedemptions: 50,
      minAmountCents: 1000_00,
    });

    // The same service as the back office's: the audit log names the command line.
    const audit = await cli.withDatabase(({ db }) => staffActionRows(db, { action: 'promo_code_created' }));
    expect(audit).toEqual([
      expect.objectContaining({
        staffUserId: null,
        staffEmail: 'cli',
        targetType: 'promo_code',
        after: expect.objectContaining({ code: 'SPRING10', percent_off: 10, max_redemptions: 50 }),
      }),
    ]);

    const taken = await cli.run('coupons:create', '--code', 'Spring10', '--amount', '5');
    expect(taken).toMatchObject({
      code: 1,
      stderr: 'A promo code SPRING10 already exists; choose another code.\n',
    });
  }, 120_000);

  it('refuses a wrong command line with exit code 2 and the usage (every rule: command-lines.test.ts)', async () => {
    const percent = await cli.run('coupons:create', '--code', 'X', '--percent', '101');
    expect(percent).toMatchObject({ code: 2, stdout: '' });
    expect(percent.stderr).toMatch(
      /^--percent must be a whole number from 1 to 100 \(got "101"\)\.\n\nUsage: /,
    );
    const option = await cli.run('coupons:create', '--code', 'X', '--type', 'Coffee');
    expect(option).toMatchObject({ code: 2, stdout: '' });
    expect(option.stderr).toMatch(/^Unknown option '--type'[^]*Usage: /);
  }, 60_000);
});

describe('pnpm cli payments:settle [<order number>]', () => {
  it('settles processing sandbox bank transfers, one by number or all, and refuses another order (1)', async () => {
    const fixture = await cli.withDatabase(async ({ db }) => {
      const org = await addOrganisation(db, 'Bank Payers Ltd', ['bea@payers.test', 'carl@payers.test']);
      const other = await addOrganisation(db, 'Second Bank Co', ['dora@second.test']);
      const bea = { userId: org.userIds[0]!, tenantId: org.tenantId };
      const carl = { userId: org.userIds[1]!, tenantId: org.tenantId };
      const dora = { userId: other.userIds[0]!, tenantId: other.tenantId };
      const first = await placeSandboxOrder(db, bea, 'Cocoa Weekly Report', 'us_bank_account');
      const second = await placeSandboxOrder(db, dora, 'Sugar Weekly Report', 'us_bank_account');
      const card = await placeSandboxOrder(db, carl, 'Cotton Weekly Report', 'card');
      return { first: first.number, second: second.number, card: card.number, bea };
    });

    const one = await cli.run('payments:settle', fixture.first.toLowerCase());
    expect(one.stderr).toBe('');
    expect(one.code).toBe(0);
    expect(one.stdout).toBe(
      `settled ${fixture.first}: $1,950 paid; receipt queued for bea@payers.test.\n1 of 1 order settled.\n`,
    );

    const all = await cli.run('payments:settle');
    expect(all.code).toBe(0);
    expect(all.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^settled ${fixture.second}: \\$[\\d,]+ paid; receipt queued for dora@second\\.test\\.$`),
      ),
      '1 of 1 order settled.',
    ]);

    const state = await cli.withDatabase(async ({ db }) => {
      const rows = await db.select().from(orders);
      const intents = await db.select().from(sandboxPaymentIntents);
      const { entitlements, cart } = servicesOn(db);
      return {
        status: Object.fromEntries(rows.map((row) => [row.number, row.status])),
        intents: intents.map((intent) => intent.status),
        beaAccess: await entitlements.accessibleTypeIds(fixture.bea),
        beaCart: await cart.pricedLines(fixture.bea),
        cocoa: await reportTypeId(db, 'Cocoa Weekly Report'),
      };
    });
    expect(state.status).toMatchObject({
      [fixture.first]: 'paid',
      [fixture.second]: 'paid',
      [fixture.card]: 'pending',
    });
    expect(state.intents).toEqual(['succeeded', 'succeeded']);
    expect(state.beaAccess).toContain(state.cocoa);
    expect(state.beaCart).toEqual([]);
    for (const number of [fixture.first, fixture.second])
      expect(await auditOf(number)).toEqual([
        { action: 'bank_transfer_settled', staffUserId: null, staffEmail: 'cli' },
      ]);

    // Every other answer: payments-settle.test.ts.
    const card = await cli.run('payments:settle', fixture.card);
    expect(card).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `Order ${fixture.card} is not paid by bank transfer.\n`,
    });
  }, 180_000);
});

describe('pnpm cli', () => {
  it('lists every command in its usage', async () => {
    const help = await cli.run('--help');
    expect(help.code).toBe(0);
    for (const command of [
      'reports:import',
      'invoices:mark-paid',
      'invoices:void',
      'coupons:create',
      'payments:settle',
    ])
      expect(help.stdout).toContain(`  ${command}`);
    const unknown = await cli.run('orders:delete');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "orders:delete".');
  }, 60_000);
});
