import { formatLongDate } from '@firm/domain';
import { CLI_STAFF } from '../../modules/activity';
import { noExtraArguments, UsageError, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

/**
 * DESIGN §4 Invoice: access starts when the invoice is marked paid. The order is settled like any payment
 * (subscriptions for a year, cart, receipt); marking it again changes nothing. The receipt is
 * queued: it leaves with the server's job worker (or `jobs:run`).
 */
export const invoicesMarkPaidCommand: CliCommand = {
  name: 'invoices:mark-paid',
  usage: `  invoices:mark-paid <invoice number>
      Records that the invoice (e.g. INV-2026-001001) was paid: its subscriptions start or run a year
      longer and a receipt is queued for the buyer. An invoice paid before is left as it is.`,
  options: {},

  async run({ positionals }, io) {
    const [invoiceNumber] = positionals;
    if (!invoiceNumber?.trim()) throw new UsageError('Name the invoice, e.g. INV-2026-001001.');
    noExtraArguments(positionals, 1);

    return withCliContext(io, async ({ services: { invoices } }) => {
      const result = await invoices.markPaid(invoiceNumber, CLI_STAFF);
      const which = `Invoice ${result.invoiceNumber} (order ${result.orderNumber})`;
      if (!result.settled) {
        const on = result.paidAt ? ` on ${formatLongDate(result.paidAt)}` : '';
        io.print(`${which} was already paid${on}; nothing changed.`);
        return 0;
      }
      io.print(`${which} is paid.`);
      for (const subscription of result.subscriptions)
        io.print(`  ${subscription.reportTypeName}: subscribed until ${formatLongDate(subscription.endsAt)}`);
      io.print(`Receipt queued for ${result.buyerEmail}.`);
      return 0;
    });
  },
};
