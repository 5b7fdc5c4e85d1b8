import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { creditNotes, orders, tenants } from '../../platform/database/schema.js';

/** What a statement of account reads (issue 46): the organisation's documents, never changed by reading them. */
export const statementsRepository = {
  async organisation(db: Db, tenantId: string) {
    const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    return row;
  },

  /** Its invoiced orders (whatever became of them), and the orders it paid at once (paid, or refunded since). */
  orders: (db: Db, tenantId: string) =>
    db
      .select({
        id: orders.id,
        number: orders.number,
        method: orders.method,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
        updatedAt: orders.updatedAt,
        paidAt: orders.paidAt,
        invoiceNumber: orders.invoiceNumber,
        invoiceDueAt: orders.invoiceDueAt,
      })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenantId),
          or(isNotNull(orders.invoiceNumber), inArray(orders.status, ['paid', 'refunded'])),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.number)),

  creditNotes: (db: Db, tenantId: string) =>
    db
      .select({
        orderId: creditNotes.orderId,
        number: creditNotes.number,
        reason: creditNotes.reason,
        amountCents: creditNotes.amountCents,
        issuedAt: creditNotes.issuedAt,
      })
      .from(creditNotes)
      .where(eq(creditNotes.tenantId, tenantId))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number)),
};

export type StatementOrder = Awaited<ReturnType<typeof statementsRepository.orders>>[number];
export type StatementCreditNote = Awaited<ReturnType<typeof statementsRepository.creditNotes>>[number];
