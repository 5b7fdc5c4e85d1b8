import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.js';
import { creditNotes, orders, type CreditNoteRow } from '../../platform/database/schema.js';

/** A credit note with the numbers of the order and invoice it corrects. */
const withNumbers = {
  note: creditNotes,
  orderNumber: orders.number,
  invoiceNumber: orders.invoiceNumber,
};

/** Every query of credit notes (issue 46): they are added, never changed or deleted. */
export const creditNotesRepository = {
  async insert(tx: Db, values: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
    const [row] = await tx.insert(creditNotes).values(values).returning();
    return row!;
  },

  /** The credit note and the order it corrects. */
  async withOrder(db: Db, where: { id: string } | { number: string }) {
    const [row] = await db
      .select({ note: creditNotes, order: orders })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where('id' in where ? eq(creditNotes.id, where.id) : eq(creditNotes.number, where.number));
    return row;
  },

  /** The organisation's credit notes, newest first. */
  ofTenant: (db: Db, tenantId: string) =>
    db
      .select(withNumbers)
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(eq(creditNotes.tenantId, tenantId))
      .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.number)),

  /** What the order's credit notes give back together, in cents. */
  async creditedCents(db: Db, orderId: string): Promise<number> {
    const [row] = await db
      .select({ cents: sql<number>`coalesce(sum(${creditNotes.amountCents}), 0)`.mapWith(Number) })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId));
    return row?.cents ?? 0;
  },

  /** Each order's credit notes (numbers, oldest first, and what they give back together), for the orders export. */
  async ofOrders(db: Db, orderIds: readonly string[]) {
    const byOrder = new Map<string, { numbers: string[]; cents: number }>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select({ orderId: creditNotes.orderId, number: creditNotes.number, cents: creditNotes.amountCents })
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, [...orderIds]))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
    for (const row of rows) {
      const credited = byOrder.get(row.orderId) ?? { numbers: [], cents: 0 };
      credited.numbers.push(row.number);
      credited.cents += row.cents;
      byOrder.set(row.orderId, credited);
    }
    return byOrder;
  },

  /** The credit notes of one order, oldest first. */
  ofOrder: (db: Db, orderId: string) =>
    db
      .select(withNumbers)
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number)),
};

export type NumberedCreditNote = Awaited<ReturnType<typeof creditNotesRepository.ofOrder>>[number];
