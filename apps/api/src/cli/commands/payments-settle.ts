import { formatCents } from '@firm/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { createSandboxProvider } from '../../platform/payments/sandbox.js';
import { orders, users, type OrderRow } from '../../platform/database/schema.js';
import type { Fulfilment } from '../../modules/commerce/fulfilment.js';
import { settleSandboxTransfer } from '../../modules/commerce/payments.js';
import { CommandError, noExtraArguments, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

export interface SettledTransfer {
  number: string;
  totalCents: number;
  buyerEmail: string;
  /** False when it was paid already (nothing changed). */
  settled: boolean;
}

/** Why an order is not a sandbox bank transfer waiting to settle, or null when it is one. */
function notSettling(order: OrderRow): string | null {
  if (order.method !== 'us_bank_account') return `Order ${order.number} is not paid by bank transfer.`;
  if (order.provider !== 'sandbox')
    return `Order ${order.number} is a ${order.provider ?? 'provider'} bank transfer: the provider settles it and tells the server itself.`;
  if (order.status === 'pending') return `Order ${order.number}'s bank transfer has not been initiated yet.`;
  if (order.status !== 'processing') return `Order ${order.number} is ${order.status}, not processing.`;
  return null;
}

/**
 * The sandbox bank's answer (DESIGN §4: bank transfers go to processing and settle later; SPEC §9: in 4–5 working
 * days): settles the order's processing sandbox bank transfer, or every one, through fulfilment as Stripe's
 * succeeded event would. An order that is not one is refused with the reason (CommandError).
 */
export async function settleSandboxTransfers(
  { db, fulfilment }: { db: Db; fulfilment: Fulfilment },
  orderNumber?: string,
  now = new Date(),
): Promise<SettledTransfer[]> {
  let settling: OrderRow[];
  if (orderNumber !== undefined) {
    const number = orderNumber.trim().toUpperCase();
    const [order] = await db.select().from(orders).where(eq(orders.number, number));
    if (!order) throw new CommandError(`There is no order ${number}.`);
    const alreadyPaid =
      order.status === 'paid' && order.method === 'us_bank_account' && order.provider === 'sandbox';
    const problem = alreadyPaid ? null : notSettling(order);
    if (problem) throw new CommandError(problem);
    settling = [order];
  } else {
    settling = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.method, 'us_bank_account'),
          eq(orders.provider, 'sandbox'),
          eq(orders.status, 'processing'),
        ),
      )
      .orderBy(asc(orders.createdAt));
  }

  const sandbox = createSandboxProvider(db);
  const results: SettledTransfer[] = [];
  for (const order of settling) {
    // The sandbox's intent succeeds as Stripe's would, in the fulfilment's transaction, so it reads the same as
    // its order whatever fails.
    const settled = await settleSandboxTransfer({ db, fulfilment, sandbox }, order.id, now);
    const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    results.push({
      number: order.number,
      totalCents: order.totalCents,
      buyerEmail: buyer?.email ?? '',
      settled,
    });
  }
  return results;
}

export const paymentsSettleCommand: CliCommand = {
  name: 'payments:settle',
  usage: `  payments:settle [<order number>]
      Settles the sandbox bank transfer of the order (e.g. SO-2026-001001), or every one that is processing:
      the order is paid, its subscriptions start and the buyer is mailed a receipt.`,
  options: {},

  async run({ positionals }, io) {
    const [orderNumber] = positionals;
    noExtraArguments(positionals, 1);
    return withCliContext(io, async ({ database: { db }, services: { fulfilment } }) => {
      const results = await settleSandboxTransfers({ db, fulfilment }, orderNumber);
      if (results.length === 0) {
        io.print('No sandbox bank transfers are processing; nothing to settle.');
        return 0;
      }
      for (const result of results) {
        io.print(
          result.settled
            ? `settled ${result.number}: ${formatCents(result.totalCents)} paid; receipt mailed to ${result.buyerEmail}.`
            : `Order ${result.number} was already paid; nothing changed.`,
        );
      }
      const settled = results.filter((result) => result.settled).length;
      if (orderNumber === undefined || settled > 0)
        io.print(`${settled} of ${results.length} ${results.length === 1 ? 'order' : 'orders'} settled.`);
      return 0;
    });
  },
};
