import {
  correctedDocument,
  CREDIT_NOTE_REASON_LABELS,
  ORDER_METHOD_LABELS,
  type CreditNoteReason,
  type OpenInvoice,
  type Statement,
  type StatementEntry,
} from '@firm/domain';
import type { StatementCreditNote, StatementOrder } from './statements-repository.js';

type Line = Omit<StatementEntry, 'balanceCents'>;

/** Lines of one day in the order a reader follows them: what was billed, then paid, then credited, then paid back. */
const KIND_ORDER: Record<StatementEntry['kind'], number> = {
  invoice: 0,
  order: 0,
  payment: 1,
  credit_note: 2,
  void: 2,
  refund: 3,
};

/** What an order's lines say about it. */
function linesOfOrder(order: StatementOrder): Line[] {
  const lines: Line[] = [];
  const invoiced = order.invoiceNumber !== null;
  if (invoiced)
    lines.push({
      at: order.createdAt,
      kind: 'invoice',
      reference: order.invoiceNumber!,
      description: `Invoice for order ${order.number}`,
      debitCents: order.totalCents,
      creditCents: 0,
    });
  if (order.paidAt && (order.status === 'paid' || order.status === 'refunded')) {
    if (!invoiced)
      lines.push({
        at: order.paidAt,
        kind: 'order',
        reference: order.number,
        description: 'Order paid at once (receipt)',
        debitCents: order.totalCents,
        creditCents: 0,
      });
    lines.push({
      at: order.paidAt,
      kind: 'payment',
      reference: order.invoiceNumber ?? order.number,
      description: invoiced
        ? `Payment of invoice ${order.invoiceNumber}`
        : `Payment by ${ORDER_METHOD_LABELS[order.method].toLowerCase()}`,
      debitCents: 0,
      creditCents: order.totalCents,
    });
  }
  return lines;
}

/** A credit note lowers what is owed; one for a refund also records the money the firm paid back. */
function linesOfCreditNote(note: StatementCreditNote, order: StatementOrder): Line[] {
  const corrects = correctedDocument(order);
  const lines: Line[] = [
    {
      at: note.issuedAt,
      kind: 'credit_note',
      reference: note.number,
      description: `${CREDIT_NOTE_REASON_LABELS[note.reason as CreditNoteReason]}: credit of ${corrects}`,
      debitCents: 0,
      creditCents: note.amountCents,
    },
  ];
  if (note.reason === 'refund')
    lines.push({
      at: note.issuedAt,
      kind: 'refund',
      reference: note.number,
      description: `Refund paid for ${corrects}`,
      debitCents: note.amountCents,
      creditCents: 0,
    });
  return lines;
}

/**
 * An organisation's statement of account (issue 46) at `asOf`: its documents as lines, oldest first, each with the
 * balance after it; its invoices still awaiting payment with what their credit notes leave, overdue when past due.
 */
export function statementOf(input: {
  organisation: string;
  asOf: Date;
  orders: readonly StatementOrder[];
  creditNotes: readonly StatementCreditNote[];
}): Statement {
  const byId = new Map(input.orders.map((order) => [order.id, order]));
  const voidedByNote = new Set(
    input.creditNotes.filter((note) => note.reason === 'void').map((note) => note.orderId),
  );
  const lines = [
    ...input.orders.flatMap(linesOfOrder),
    // An invoice voided before credit notes were issued (issue 46) has none: its cancellation is a line of its own.
    ...input.orders
      .filter((order) => order.invoiceNumber && order.status === 'cancelled' && !voidedByNote.has(order.id))
      .map((order): Line => ({
        at: order.updatedAt,
        kind: 'credit_note',
        reference: order.invoiceNumber!,
        description: `Invoice ${order.invoiceNumber} voided`,
        debitCents: 0,
        creditCents: order.totalCents,
      })),
    ...input.creditNotes.flatMap((note) => {
      const order = byId.get(note.orderId);
      return order ? linesOfCreditNote(note, order) : [];
    }),
  ].sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
  let balanceCents = 0;
  const entries = lines.map((line) => {
    balanceCents += line.debitCents - line.creditCents;
    return { ...line, balanceCents };
  });

  const credited = new Map<string, number>();
  for (const note of input.creditNotes)
    credited.set(note.orderId, (credited.get(note.orderId) ?? 0) + note.amountCents);
  const open: OpenInvoice[] = input.orders
    .filter((order) => order.status === 'pending' && order.invoiceNumber && order.invoiceDueAt)
    .map((order) => ({
      invoiceNumber: order.invoiceNumber!,
      dueAt: order.invoiceDueAt!,
      amountCents: order.totalCents - (credited.get(order.id) ?? 0),
      overdue: order.invoiceDueAt! < input.asOf,
    }))
    .filter((invoice) => invoice.amountCents > 0);
  return {
    organisation: input.organisation,
    asOf: input.asOf,
    entries,
    balanceCents,
    open,
    overdueCents: open
      .filter((invoice) => invoice.overdue)
      .reduce((sum, invoice) => sum + invoice.amountCents, 0),
  };
}
