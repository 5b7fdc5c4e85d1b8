import { CLI_STAFF } from '../../modules/activity';
import { formatCents } from '@firm/domain';
import { noExtraArguments, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

/**
 * The sandbox bank's answer (DESIGN §4: bank transfers go to processing and settle later): settles processing
 * sandbox bank transfers through the payment service, as Stripe's succeeded event would. Receipts are queued: they
 * leave with the server's job worker (or `jobs:run`).
 */
export const paymentsSettleCommand: CliCommand = {
  name: 'payments:settle',
  usage: `  payments:settle [<order number>]
      Settles the sandbox bank transfer of the order (e.g. SO-2026-001001), or every one that is processing:
      the order is paid, its subscriptions start and a receipt is queued for the buyer.`,
  options: {},

  async run({ positionals }, io) {
    const [orderNumber] = positionals;
    noExtraArguments(positionals, 1);
    return withCliContext(io, async ({ services: { payments } }) => {
      const results = await payments.settleSandboxTransfers(CLI_STAFF, orderNumber);
      if (results.length === 0) {
        io.print('No sandbox bank transfers are processing; nothing to settle.');
        return 0;
      }
      for (const result of results) {
        io.print(
          result.settled
            ? `settled ${result.number}: ${formatCents(result.totalCents)} paid; receipt queued for ${result.buyerEmail}.`
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
