import { CLI_STAFF } from '../../modules/activity';
import { noExtraArguments, stringOption, UsageError, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

/**
 * An invoice that will not be paid is voided: its order is cancelled, so it no longer holds its promo code's
 * redemption (docs/decisions/008) nor blocks buying its report types again. A paid invoice cannot be voided.
 */
export const invoicesVoidCommand: CliCommand = {
  name: 'invoices:void',
  usage: `  invoices:void <invoice number> [--reason <text>]
      Voids an unpaid invoice (e.g. INV-2026-001001): its order is cancelled and its promo code can be
      used by others again. A paid invoice is refused; one voided before is left as it is. A late fee's
      invoice is voided to waive the fee, and needs --reason.`,
  options: { reason: { type: 'string' } },

  async run({ values, positionals }, io) {
    const [invoiceNumber] = positionals;
    if (!invoiceNumber?.trim()) throw new UsageError('Name the invoice, e.g. INV-2026-001001.');
    noExtraArguments(positionals, 1);

    return withCliContext(io, async ({ services: { invoices } }) => {
      const result = await invoices.voidInvoice(
        invoiceNumber,
        CLI_STAFF,
        stringOption(values, 'reason') || null,
      );
      const which = `Invoice ${result.invoiceNumber} (order ${result.orderNumber})`;
      io.print(result.voided ? `${which} is void.` : `${which} was already void; nothing changed.`);
      return 0;
    });
  },
};
