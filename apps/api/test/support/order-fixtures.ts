import type { Mailer } from '../../src/platform/mail/transport.js';
import type { Db } from '../../src/platform/database/database.js';
import { sandboxPaymentIntents, type OrderRow } from '../../src/platform/database/schema.js';
import type { ClientIdentity } from '../../src/platform/http/client-identity.js';
import { createTestServices } from './services.js';
import { reportTypeId } from './report-fixtures.js';

const SINGLE = 'subscription_price_for_single_user';

/** The checkout services on a database, mailing into `outboxDir` (or with `mailer`). */
export function checkoutServices(db: Db, mail: { outboxDir: string } | { mailer: Mailer }) {
  return createTestServices(db, mail);
}

/** Puts the type in the user's cart (single user) and answers the cart's line ids. */
export async function fillCart(db: Db, identity: ClientIdentity, typeName: string): Promise<number[]> {
  const { cart } = checkoutServices(db, { outboxDir: '' });
  await cart.add(identity, { report_type: await reportTypeId(db, typeName), selected_subscription: SINGLE });
  return (await cart.pricedLines(identity)).map((line) => line.id);
}

/**
 * An order for the type, placed as the checkout places it: a sandbox bank transfer that was initiated
 * (processing, its intent processing too), or a card order waiting for its card (pending).
 */
export async function placeSandboxOrder(
  db: Db,
  identity: ClientIdentity,
  typeName: string,
  method: 'us_bank_account' | 'card',
): Promise<OrderRow> {
  const { orders, fulfilment, unitOfWork } = checkoutServices(db, { outboxDir: '' });
  const cartIds = await fillCart(db, identity, typeName);
  const quote = await orders.quote(identity, { cartIds, discountDollars: 0, method });
  const order = await unitOfWork((tx) => orders.place(tx, identity, quote, method, { provider: 'sandbox' }));
  if (method === 'card') return order;
  const intent = `pi_sandbox_${order.id.replaceAll('-', '').slice(0, 24)}`;
  await unitOfWork(async (tx) => {
    await tx.insert(sandboxPaymentIntents).values({
      id: intent,
      clientSecret: `${intent}_secret`,
      amountCents: order.totalCents,
      currency: 'usd',
      method,
      status: 'processing',
      orderId: order.id,
    });
    await fulfilment.markProcessing(tx, order.id);
  });
  return { ...order, status: 'processing' };
}
