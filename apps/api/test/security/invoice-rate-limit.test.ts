import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_INVOICES } from '../../src/modules/commerce/routes.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../support/report-fixtures.js';

/**
 * Issue 14 point 9: every invoice is a PDF rendered, kept and mailed with nothing paid, so paying by invoice is
 * limited per organisation, whichever of its users or addresses asks, and one organisation's orders never use up
 * another's.
 */

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ invoiceRateLimitMax: 2 });
  await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test', 'ben@roasters.test']);
  await addOrganisation(t.database.db, 'Millers Ltd', ['max@millers.test']);
});
afterEach(async () => {
  await t.close();
});

/** Signs in, puts the type in the cart and pays for it by invoice. */
async function payByInvoice(email: string, type: string) {
  const headers = await bearerHeaders(t.app, email);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/reports/cart/',
    headers,
    payload: {
      report_type: await reportTypeId(t.database.db, type),
      selected_subscription: 'subscription_price_for_single_user',
    },
  });
  expect(added.statusCode).toBe(201);
  const cart = (added.json().data as { id: number }[]).map((line) => line.id);
  return t.app.inject({
    method: 'POST',
    url: '/api/reports/pay/by/invoice/',
    headers,
    payload: { cart, discount_price: 0 },
  });
}

describe('POST /api/reports/pay/by/invoice/ is rate limited per organisation (issue 14)', () => {
  it("refuses an organisation's orders past its limit, from any of its users, and leaves other organisations alone", async () => {
    expect((await payByInvoice('ana@roasters.test', 'Coffee Weekly Report')).statusCode).toBe(201);
    expect((await payByInvoice('ben@roasters.test', 'Cocoa Weekly Report')).statusCode).toBe(201);

    const blocked = await payByInvoice('ana@roasters.test', 'Sugar Weekly Report');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: false, message: TOO_MANY_INVOICES });
    // Another user of the same organisation is counted with it.
    expect((await payByInvoice('ben@roasters.test', 'Sugar Weekly Report')).statusCode).toBe(429);

    // Another organisation has a limit of its own.
    expect((await payByInvoice('max@millers.test', 'Coffee Weekly Report')).statusCode).toBe(201);
    expect((await payByInvoice('max@millers.test', 'Cocoa Weekly Report')).statusCode).toBe(201);
  });
});
